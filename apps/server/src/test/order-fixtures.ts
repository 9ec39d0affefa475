import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app.js';
import type { TestUser } from './users.js';

export const address = {
  street: '12 MG Road',
  area: 'Ashok Nagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  zipCode: '560001',
  instructions: 'Ring twice',
  contactName: 'Asha Rao',
  contactPhone: '+91 9876543210',
};

export type Line = { productId: string; quantity: number; price?: number; name?: string; notes?: string };

export const orderBody = (shopId: string, items: Line[], overrides: Record<string, unknown> = {}) => ({
  shopId,
  items,
  deliveryAddress: address,
  paymentMethod: 'cash',
  ...overrides,
});

/** POST /api/orders as `user` with an Idempotency-Key (a fresh one unless given). */
export const placeOrder = (t: TestApp, user: TestUser, body: unknown, key: string = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...user.headers, 'idempotency-key': key },
    payload: body as Record<string, unknown>,
  });
