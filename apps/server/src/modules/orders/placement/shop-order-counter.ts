import { appLocal } from '../../../app-locals.js';
import type { AppContext } from '../../../context.js';
import { addShopOrders } from '../../catalogue/shop-figures.js';

/**
 * New orders per shop, added to `shops.order_count` in one statement per shop every `intervalMs`. The
 * count only orders the home page; bumping it once per order made every order of a shop queue on that
 * one row. A crash loses at most the last interval's counts, which is harmless for a sort key. Each
 * write is announced as a catalogue change, so cached shop lists show the new count.
 */
export class ShopOrderCounter {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly ctx: AppContext,
    private readonly onError: (error: unknown) => void,
    private readonly intervalMs = 250,
  ) {}

  add(shopId: string): void {
    this.pending.set(shopId, (this.pending.get(shopId) ?? 0) + 1);
    if (this.timer) return;
    this.timer = setTimeout(() => void this.flush(), this.intervalMs);
    this.timer.unref();
  }

  /** Writes what is pending now (also on shutdown); resolves once every earlier flush is written too. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = [...this.pending];
    this.pending = new Map();
    this.flushing = this.flushing.then(async () => {
      for (const [shopId, count] of batch) {
        try {
          await addShopOrders(this.ctx.db, shopId, count);
          // The count orders the shop list: its cached copies are now stale.
          this.ctx.events.emit('catalogue.changed', { shopId });
        } catch (error) {
          this.onError(error);
        }
      }
    });
    return this.flushing;
  }
}

/** The app's one counter (created with the orders routes, which flush it when the app closes). */
export const shopOrderCounterFor = appLocal(
  (ctx, onError: (error: unknown) => void = () => {}) => new ShopOrderCounter(ctx, onError),
);
