import { describe, expect, it } from 'vitest';
import { formatRupees } from './format.js';

describe('formatRupees', () => {
  it('groups the Indian way with two decimals', () => {
    expect(formatRupees(1119)).toBe('₹1,119.00');
    expect(formatRupees(1234567.5)).toBe('₹12,34,567.50');
    expect(formatRupees(0.1 + 0.2)).toBe('₹0.30');
  });
  it('reads anything that is not a number as zero', () => {
    expect(formatRupees(Number.NaN)).toBe('₹0.00');
  });
});
