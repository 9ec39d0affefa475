import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-next';

describe('return path after login', () => {
  it.each([
    ['/orders', '/orders'],
    ['/shop/abc?tab=1#top', '/shop/abc?tab=1#top'],
    [null, '/'],
    ['', '/'],
    ['orders', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['/\t/evil.example', '/'],
    ['/login?next=/orders', '/'],
    ['/signup', '/'],
  ])('%j → %j', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});
