import { describe, expect, it } from 'vitest';
import {
  codeForStatus,
  ERROR_CODES,
  ERROR_STATUS,
  messageForStatus,
  STATUS_MESSAGES,
} from './error-codes.js';

describe('the error contract', () => {
  it('gives every code a 4xx or 5xx status with a default message', () => {
    for (const code of ERROR_CODES) {
      const status = ERROR_STATUS[code];
      expect(status).toBeGreaterThanOrEqual(400);
      expect(STATUS_MESSAGES[status], code).toBeTruthy();
    }
  });

  it('finds the code of a bare status, falling back by class', () => {
    expect(codeForStatus(414)).toBe('URI_TOO_LONG');
    expect(codeForStatus(422)).toBe('VALIDATION');
    expect(codeForStatus(418)).toBe('BAD_REQUEST');
    expect(codeForStatus(502)).toBe('INTERNAL');
  });

  it("shows the server's words only where PRODUCT.md §8 allows it", () => {
    expect(messageForStatus(409, 'Shop is closed')).toBe('Shop is closed');
    expect(messageForStatus(422)).toBe('Validation failed. Please check your input.');
    expect(messageForStatus(429, 'slow down')).toBe('Too many requests. Please wait a moment and try again.');
    expect(messageForStatus(503, 'db down')).toBe(
      'Service temporarily unavailable. Please try again in a few moments.',
    );
    expect(messageForStatus(0)).toMatch(/Unable to connect/);
    expect(messageForStatus(418, 'teapot')).toBe('teapot');
    expect(messageForStatus(418)).toBe('Server error (418). Please try again.');
  });
});
