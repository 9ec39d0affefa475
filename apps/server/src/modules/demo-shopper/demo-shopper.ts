import { isTerminalStatus, type Order, shopBillAmount } from '@jhola/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';
import {
  type Actor,
  deliveryCodeOf,
  lifecycle,
  openOrdersOf,
  orderAsSeenBy,
  ordersWaitingForShopper,
  type RevisionInput,
  shopLocationOf,
} from '../orders/index.js';
import { ensureDemoShopperAccount, findDemoShopperAccount } from './account.js';
import { pause, type Step, Stopped } from './pauses.js';
import { receiptFor } from './receipt.js';
import { plannedRevision, withReplacements } from './revision.js';
import { rideEnds, ridePoints } from './route.js';

const RIDE_TICKS = 8;

/**
 * A simulated shopper for the demo: it takes every new order through the whole path with the SAME
 * service functions as the staff API (so every rule, timeline entry and live event is real). It waits
 * for the customer where a real shopper would (revision and bill approval) and gives up quietly when
 * the order is cancelled or refused (409/404): a customer may cancel at any time.
 */
export class DemoShopper {
  private readonly abort = new AbortController();
  private readonly walks = new Map<string, Promise<void>>();
  private readonly waiters = new Map<string, Set<() => void>>();
  private unsubscribe: (() => void) | null = null;
  private me: Promise<Actor | null> | null = null;
  private myId: string | null = null;
  /** Orders the demo shopper is about to accept: a person who accepts first ends the wait at once. */
  private readonly beforeAccept = new Map<string, AbortController>();

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
    private readonly options: { speed: number; random?: () => number } = { speed: 1 },
  ) {}

  private get random() {
    return this.options.random ?? Math.random;
  }

  /** Listens for new orders and resumes the orders it already holds (after a restart). */
  async start(): Promise<void> {
    this.unsubscribe = this.ctx.events.on('order.changed', ({ order, action, actor }) => {
      if (action === 'created') this.take(order._id);
      // A person accepted it: the demo shopper switches itself off for this order.
      else if (action === 'accept' && actor.id !== this.myId) this.beforeAccept.get(order._id)?.abort();
      else this.wake(order._id);
    });
    const me = await findDemoShopperAccount(this.ctx);
    if (me) {
      this.me = Promise.resolve(me);
      this.myId = me.id;
    }
    const mine = me ? await openOrdersOf(this.ctx.db, me.id) : [];
    const waiting = await ordersWaitingForShopper(this.ctx.db, 50, this.ctx.now());
    for (const id of [...mine, ...waiting]) this.take(id);
    if (mine.length + waiting.length > 0)
      this.log.info({ orders: mine.length + waiting.length }, 'demo shopper resumed');
  }

  /** Takes orders waiting for a shopper that no event announced here (placed through another process). */
  async takeWaiting(): Promise<void> {
    for (const id of await ordersWaitingForShopper(this.ctx.db, 50, this.ctx.now())) this.take(id);
  }

  /** Stops every walk at its next pause and waits for them to finish. */
  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.abort.abort();
    for (const set of this.waiters.values()) for (const wake of set) wake();
    await Promise.allSettled(this.walks.values());
  }

  /** Whether the demo shopper is working on the order (tests wait for it to let go). */
  holds(orderId: string): boolean {
    return this.walks.has(orderId);
  }

  private account(): Promise<Actor | null> {
    this.me ??= ensureDemoShopperAccount(this.ctx).then(
      (me) => {
        this.myId = me?.id ?? null;
        return me;
      },
      (error: unknown) => {
        this.log.warn({ err: error }, 'demo shopper: no account to act as');
        this.me = null;
        return null;
      },
    );
    return this.me;
  }

  private take(orderId: string): void {
    if (this.walks.has(orderId) || this.abort.signal.aborted) return;
    // Registered before the walk reads the order: a person accepting at any moment before the demo
    // shopper's own accept cuts the wait short, even while the walk is still reading.
    this.beforeAccept.set(orderId, new AbortController());
    const walk = this.walk(orderId)
      .catch((error: unknown) => {
        if (error instanceof Stopped) return;
        if (error instanceof AppError)
          this.log.debug({ orderId, reason: error.message }, 'demo shopper left the order');
        else this.log.warn({ err: error, orderId }, 'demo shopper stopped on an error');
      })
      .finally(() => {
        this.walks.delete(orderId);
        this.beforeAccept.delete(orderId);
      });
    this.walks.set(orderId, walk);
  }

  private wake(orderId: string): void {
    for (const wake of this.waiters.get(orderId) ?? []) wake();
  }

  /** Until the order changes (an event) or the recheck time passes. */
  private async waitForCustomer(orderId: string): Promise<void> {
    let wake = () => {};
    const changed = new Promise<void>((resolve) => {
      wake = resolve;
    });
    const set = this.waiters.get(orderId) ?? new Set();
    set.add(wake);
    this.waiters.set(orderId, set);
    try {
      // The recheck timer rejects when stopped; that is handled below, never left unhandled.
      const recheck = this.pause('recheck').catch(() => undefined);
      await Promise.race([changed, recheck]);
      if (this.abort.signal.aborted) throw new Stopped();
    } finally {
      set.delete(wake);
      if (set.size === 0) this.waiters.delete(orderId);
    }
  }

  private pause(step: Step) {
    return pause(step, this.options.speed, this.abort.signal, this.random);
  }

  /**
   * The accept pause, cut short (Stopped: the walk ends quietly) when a person accepted the order since
   * the walk was taken (its controller is registered in `take`).
   */
  private async pauseBeforeAccept(orderId: string): Promise<void> {
    const taken = this.beforeAccept.get(orderId) ?? new AbortController();
    const signal = AbortSignal.any([this.abort.signal, taken.signal]);
    await pause('accept', this.options.speed, signal, this.random);
  }

  private async current(orderId: string): Promise<Order | null> {
    return orderAsSeenBy(this.ctx, orderId, null);
  }

  private async walk(orderId: string): Promise<void> {
    const me = await this.account();
    if (!me) return;
    const ctx = this.ctx;
    while (!this.abort.signal.aborted) {
      const order = await this.current(orderId);
      if (!order || isTerminalStatus(order.status)) return;
      if (order.personalShopperId && order.personalShopperId._id !== me.id) return;
      switch (order.status) {
        case 'pending_shopper':
          await this.pauseBeforeAccept(orderId);
          await lifecycle.accept(ctx, orderId, me);
          break;
        case 'accepted_by_shopper':
          await this.pause('arriveAtShop');
          await lifecycle.setStatus(ctx, orderId, me, 'shopper_at_shop', 'Reached the shop');
          break;
        case 'shopper_at_shop':
          await this.pause('startShopping');
          await lifecycle.setStatus(ctx, orderId, me, 'shopping_in_progress', 'Picking your items');
          break;
        case 'shopping_in_progress': {
          const revision = this.random() < 0.5 ? plannedRevision(order, this.random) : null;
          await this.pause(revision ? 'revise' : 'finalShopping');
          if (revision) await this.revise(order, me, revision);
          else await lifecycle.setStatus(ctx, orderId, me, 'final_shopping', 'Found everything');
          break;
        }
        case 'customer_approved_revision':
          await this.pause('finalShopping');
          await lifecycle.setStatus(ctx, orderId, me, 'final_shopping', 'Paying at the counter');
          break;
        case 'final_shopping': {
          await this.pause('uploadBill');
          const bill = receiptFor(order);
          await lifecycle.uploadBill(ctx, orderId, me, {
            image: bill.image,
            amount: bill.amount || shopBillAmount(order.orderValue),
          });
          break;
        }
        case 'shopper_revised_order':
        case 'bill_uploaded':
          await this.waitForCustomer(orderId);
          break;
        case 'bill_approved':
          await this.pause('startDelivery');
          await lifecycle.setStatus(ctx, orderId, me, 'out_for_delivery', 'On the way');
          break;
        case 'out_for_delivery':
          await this.ride(order, me);
          await this.pause('deliver');
          await lifecycle.deliver(ctx, orderId, me, (await deliveryCodeOf(ctx.db, orderId)) ?? '');
          break;
      }
    }
  }

  /**
   * Sends the revision with the customer's replacements (PRODUCT.md §12) through the staff API's own
   * service. If the shelf changed since the look (another order took the replacement's stock: 422), the
   * items are marked not available without it rather than leaving the order stuck mid-shopping. Its
   * "not available" is a die roll, not a shelf, so it is no report to the shop's owner (issue 46).
   */
  private async revise(order: Order, me: Actor, planned: RevisionInput[]): Promise<void> {
    const items = await withReplacements(this.ctx.db, order, planned);
    try {
      await lifecycle.revise(this.ctx, order._id, me, { items, reportMissing: false });
    } catch (error) {
      const replaced = items.some((line) => line.replacement);
      if (!replaced || !(error instanceof AppError) || error.status !== 422) throw error;
      await lifecycle.revise(this.ctx, order._id, me, { items: planned, reportMissing: false });
    }
  }

  /** Moves toward the address every few seconds (a point near the shop when it has no coordinates). */
  private async ride(order: Order, me: Actor): Promise<void> {
    const shop = await shopLocationOf(this.ctx.db, order.shopId._id);
    const start = order.deliveryBoyLocation ?? null;
    const { from, to } = rideEnds(start ?? shop, order.deliveryAddress.coordinates);
    for (const point of ridePoints(from, to, RIDE_TICKS, this.random)) {
      await this.pause('locationTick');
      await lifecycle.updateLocation(this.ctx, order._id, me, point);
    }
  }
}
