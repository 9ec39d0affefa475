import { randomInt, randomUUID } from 'node:crypto';
import { createTestShop } from './catalogue-fixtures.js';
import type { LifecycleWorld } from './lifecycle-fixtures.js';
import type { TestUser } from './users.js';

/** A shop owner made the way an admin makes one (POST /api/admin/users), signed in with the password. */
export async function createOwner(
  w: LifecycleWorld,
  shopIds: string[],
  name = 'Kiran Owner',
): Promise<TestUser> {
  // Owners' phones sign in by a code, so each must be a number no other account has verified.
  const phone = `9${randomInt(100_000_000, 999_999_999)}`;
  const email = `owner-${randomUUID().slice(0, 8)}@example.test`;
  const made = await w.call(w.admin, 'POST', '/api/admin/users', {
    name,
    email,
    phone,
    password: 'Shop@1234',
    role: 'merchant',
    shopIds,
  });
  if (made.status !== 201) throw new Error(`owner not made: ${made.status} ${made.body.message}`);
  const login = await w.call(null, 'POST', '/api/auth/login', { email, password: 'Shop@1234' });
  if (login.status !== 200) throw new Error(`owner cannot log in: ${login.status} ${login.body.message}`);
  const token = login.body.data.token as string;
  return {
    id: made.body.data.user._id,
    name,
    email,
    phone,
    role: 'merchant',
    password: 'Shop@1234',
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}

/** A second shop with its own owner: what an owner of the world's shop must never reach. */
export async function otherShop(w: LifecycleWorld) {
  return createTestShop(w.t, { name: 'Other Kirana' });
}

/**
 * Sets the admin's number of "not available" reports in a day that hide a product (issue 46). A file
 * that finds the same product missing on order after order, to test something else, sets it to the
 * most (20) so its stock is not hidden under it; merchant/stock.test.ts tests the hiding itself.
 */
export async function reportsHideAfter(w: LifecycleWorld, reportsToHide: number): Promise<void> {
  const set = await w.call(w.admin, 'PUT', '/api/admin/merchant-rules', {
    capAtMrp: true,
    maxChangePercent: null,
    reportsToHide,
  });
  if (set.status !== 200) throw new Error(`rules not set: ${set.status} ${set.body.message}`);
}
