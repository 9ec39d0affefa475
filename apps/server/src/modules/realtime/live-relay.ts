import { customerRoom } from '@jhola/domain';
import type { FastifyInstance } from 'fastify';
import { translatorFor } from '../../i18n/translator.js';
import { claimMissedLiveEvents, forgetLiveEvents, orderAsSeenBy } from '../orders/index.js';
import { missedStepEvent } from './order-events.js';
import type { RealtimeServer } from './types.js';

export interface LiveRelay {
  /**
   * This process has the event and will push it: until it is pushed or dropped, this process never relays
   * it, however late its push (a loaded process past the lease sent a step twice, out of order).
   */
  pending(id: string): void;
  /** This process pushed the event itself: it is deleted at the next tick, so nobody relays it. */
  pushed(id: string): void;
  /** This process's push failed: the event is relayed once its lease lapses, as a dead writer's is. */
  dropped(id: string): void;
  /**
   * Deletes the events pushed since the last tick (one statement), then claims and pushes those whose
   * writer did not push them within the lease (decision 0072); answers how many it relayed. Never runs
   * twice at once.
   */
  tick(): Promise<number>;
}

/**
 * The relay half of the live-event outbox. A status change writes its event in its own transaction; the
 * process that made it pushes it at once, as before, and only tells the relay it did. If that process dies
 * between the commit and the push (a `kill -9`), the event's lease lapses and the first live process to
 * tick claims it and pushes it to the customer's room through the adapter, so a socket held by any
 * process hears of the change within the lease and a tick.
 */
export function liveRelay(app: FastifyInstance, io: RealtimeServer): LiveRelay {
  let done: string[] = [];
  const inFlight = new Set<string>();
  let running: Promise<number> | null = null;

  async function relay(): Promise<number> {
    const forgotten = done;
    done = [];
    try {
      await forgetLiveEvents(app.ctx, forgotten);
    } catch (error) {
      done.push(...forgotten);
      throw error;
    }
    const claimed = await claimMissedLiveEvents(app.ctx, [...inFlight]);
    for (const missed of claimed) {
      const viewer = { userId: missed.customerId, role: 'customer' as const };
      const order = await orderAsSeenBy(app.ctx, missed.orderId, viewer);
      if (order) {
        const language = await app.accountLanguage(missed.customerId);
        const out = missedStepEvent(missed, order, translatorFor(language));
        if (out) io.to(customerRoom(missed.customerId)).emit(out.event, ...([out.payload] as [never]));
      }
      done.push(missed.id);
    }
    return claimed.length;
  }

  return {
    pending(id) {
      inFlight.add(id);
    },
    pushed(id) {
      inFlight.delete(id);
      done.push(id);
    },
    dropped(id) {
      inFlight.delete(id);
    },
    tick() {
      running ??= relay().finally(() => {
        running = null;
      });
      return running;
    },
  };
}
