import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.js';
import { SHOP_CLOSURES_CHANGED_JOB } from '../../catalogue/shop-closures-job.js';
import { ClosedSlotRepository } from './closed-slot-repository.js';
import { moveClosedSlots } from './move-closed-slots.js';

/** The sweep: catches an admin's edit of a shop's hours and a "Close now" with no time as slots near. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Issue 46: the job the owner's change of status, hours or holidays writes (in its own transaction)
 * moves or cancels the booked orders the shop is now closed for; a sweep looks at every shop with
 * booked slots.
 */
export function registerClosedSlotJobs(ctx: AppContext, log: FastifyBaseLogger): void {
  const run = async (shopId: string) => {
    const { moved, cancelled } = await moveClosedSlots(ctx, shopId);
    if (moved.length + cancelled.length > 0)
      log.info(
        { shopId, moved: moved.length, cancelled: cancelled.length },
        'booked slots the shop is closed in',
      );
  };
  ctx.jobKinds.handle({ [SHOP_CLOSURES_CHANGED_JOB]: (payload) => run(String(payload.shopId ?? '')) });
  ctx.jobKinds.every({
    kind: 'slots.closed-sweep',
    everyMs: SWEEP_EVERY_MS,
    run: async () => {
      for (const shopId of await new ClosedSlotRepository(ctx.db).shopsWithBookedSlots(ctx.now()))
        await run(shopId);
    },
  });
}
