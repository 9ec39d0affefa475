import { describe, expect, it } from 'vitest';
import { staysOpenSignedOut } from './public-paths';

describe('which screens a visitor may stay on when a session ends', () => {
  it('keeps the shop window (home, a shop, the cart, contact) and the sign-in screens', () => {
    for (const path of [
      '/',
      '/shop/3f1c1f8e-8a51-4c1e-9d4e-1b2c3d4e5f60',
      '/cart',
      '/contact',
      '/login',
      '/signup',
    ])
      expect(staysOpenSignedOut(path), path).toBe(true);
  });

  it('sends the customer’s own screens to the sign-in', () => {
    for (const path of [
      '/final-checkout',
      '/orders',
      '/orders/abc',
      '/revised-order/abc',
      '/shop/a/b',
      '/cartx',
    ])
      expect(staysOpenSignedOut(path), path).toBe(false);
  });
});
