import { describe, expect, it } from 'vitest';
import { expiryVerdict, secondsUntilExpiry } from './token-expiry';

const tokenWith = (payload: object) =>
  `h.${btoa(JSON.stringify(payload)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;
const now = new Date('2025-01-01T00:00:00Z');
const at = (seconds: number) => Math.floor(now.getTime() / 1000) + seconds;

describe('PRODUCT.md §9 token-expiry check', () => {
  it('reads the seconds left from exp', () => {
    expect(secondsUntilExpiry(tokenWith({ exp: at(1000) }), now)).toBe(1000);
  });
  it('is ok with 300 s or more, warns under 300 s, and is expired at 0', () => {
    expect(expiryVerdict(tokenWith({ exp: at(300) }), now)).toBe('ok');
    expect(expiryVerdict(tokenWith({ exp: at(299) }), now)).toBe('warn');
    expect(expiryVerdict(tokenWith({ exp: at(0) }), now)).toBe('expired');
  });
  it('treats an unreadable token as expired', () => {
    expect(expiryVerdict('garbage', now)).toBe('expired');
    expect(expiryVerdict(tokenWith({ sub: 'x' }), now)).toBe('expired');
  });
});
