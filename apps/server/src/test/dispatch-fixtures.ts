import type { Offer } from '@jhola/domain';
import { createLifecycleWorld, type LifecycleWorld } from './lifecycle-fixtures.js';
import { createTestUser, type TestUser } from './users.js';

/**
 * Issue 45's tests: a lifecycle world on a fixed clock (08:00 in India on 29 Nov 2026) whose shop is on
 * the map, with a third shopper and a second rider; the job runner's own poll is a minute apart, so the
 * tests let it look (`settle`) and move the clock (`at`) instead of waiting.
 */
export const T0 = new Date('2026-11-29T02:30:00.000Z');
export const SHOP_AT = { lat: 12.9716, lng: 77.5946 };

export interface DispatchWorld extends LifecycleWorld {
  thirdShopper: TestUser;
  rider2: TestUser;
  /** Moves the app's clock to T0 + seconds. */
  at(seconds: number): Date;
  /** Lets the job runner finish what it started and run whatever is due now. */
  settle(): Promise<void>;
  offersOf(user: TestUser): Promise<Offer[]>;
  shift(user: TestUser, body: Record<string, unknown>): Promise<void>;
}

export async function createDispatchWorld(
  env: Record<string, string> = {},
  shop: NonNullable<Parameters<typeof createLifecycleWorld>[0]>['shop'] = {},
): Promise<DispatchWorld> {
  const w = await createLifecycleWorld({
    env: { JOBS_POLL_MS: '60000', DISPATCH_OFFER_SECONDS: '60', ...env },
    shop: { latitude: SHOP_AT.lat, longitude: SHOP_AT.lng, deliveryRadiusKm: 10, ...shop },
  });
  w.t.setNow(T0);
  const [thirdShopper, rider2] = await Promise.all([
    createTestUser(w.t, { role: 'shopper', name: 'Third Shopper' }),
    createTestUser(w.t, { role: 'delivery', name: 'Second Rider' }),
  ]);
  return {
    ...w,
    thirdShopper,
    rider2,
    at(seconds) {
      const when = new Date(T0.getTime() + seconds * 1000);
      w.t.setNow(when);
      return when;
    },
    async settle() {
      await w.t.app.ctx.jobKinds.idle();
      await w.t.app.jobs.runDue();
    },
    async offersOf(user) {
      const answer = await w.call(user, 'GET', '/api/staff/offers');
      if (answer.status !== 200) throw new Error(`offers: ${answer.status} ${answer.body.message}`);
      return answer.body.data.offers as Offer[];
    },
    async shift(user, body) {
      const answer = await w.call(user, 'POST', '/api/staff/shift', body);
      if (answer.status !== 200) throw new Error(`shift: ${answer.status} ${answer.body.message}`);
    },
  };
}
