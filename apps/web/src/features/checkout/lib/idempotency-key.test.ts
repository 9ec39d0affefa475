import { beforeEach, describe, expect, it } from 'vitest';
import { endCheckoutAttempt, idempotencyKeyFor, newUuid } from './idempotency-key';

const order = { shopId: 's1', items: [{ productId: 'p1', quantity: 2 }] };

beforeEach(() => sessionStorage.clear());

describe('checkout idempotency key', () => {
  it('is a v4 UUID', () => {
    expect(newUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('is reused for the same order (a retry, a double click, a reload of the tab)', () => {
    const first = idempotencyKeyFor(order);
    expect(idempotencyKeyFor(structuredClone(order))).toBe(first);
  });

  it('changes when the order itself changes, or after the attempt ended', () => {
    const first = idempotencyKeyFor(order);
    const changed = idempotencyKeyFor({ ...order, items: [{ productId: 'p1', quantity: 3 }] });
    expect(changed).not.toBe(first);
    endCheckoutAttempt();
    expect(idempotencyKeyFor({ ...order, items: [{ productId: 'p1', quantity: 3 }] })).not.toBe(changed);
  });
});
