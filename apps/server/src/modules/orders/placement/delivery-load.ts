import { type DeliveryEstimateInput, deliveryEstimateMinutes } from '@jhola/domain';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { PeopleRepository } from '../../people/repository.js';
import { OrderRepository } from '../core/repository.js';

export type DeliveryLoad = Pick<DeliveryEstimateInput, 'waitingOrders' | 'activeShoppers'>;

/** How long one reading of the load stands: the shop lists that show it are kept for the minute too. */
const LOAD_MS = 60_000;

/**
 * How busy shoppers are now (issue 31): orders waiting for a shopper and the shoppers able to take
 * them, read at most once a minute per process (two counts on indexed columns), shared by the shop
 * lists, the shop page and placement.
 */
export class DeliveryLoadReader {
  private reading: { at: number; value: Promise<DeliveryLoad> } | null = null;

  constructor(
    private readonly db: DbOrTx,
    private readonly now: () => Date,
  ) {}

  read(): Promise<DeliveryLoad> {
    const at = this.now().getTime();
    if (this.reading && at - this.reading.at >= 0 && at - this.reading.at < LOAD_MS)
      return this.reading.value;
    const value = Promise.all([
      new OrderRepository(this.db).countAllWaitingForShopper(),
      new PeopleRepository(this.db).countEnabledShoppers(),
    ]).then(([waitingOrders, activeShoppers]) => ({ waitingOrders, activeShoppers }));
    this.reading = { at, value };
    value.catch(() => {
      if (this.reading?.value === value) this.reading = null;
    });
    return value;
  }
}

/** The estimate for one open shop at a distance; null for a closed one (it says when it opens). */
export function shopEstimate(
  shop: { isOpenNow: boolean; pickingMinutes: number },
  distanceKm: number,
  load: DeliveryLoad,
): number | null {
  if (!shop.isOpenNow) return null;
  return deliveryEstimateMinutes({ distanceKm, pickingMinutes: shop.pickingMinutes, ...load });
}

const readers = new WeakMap<object, DeliveryLoadReader>();

/** The app's one reader (the shop lists and placement share its minute). */
export function deliveryLoadFor(ctx: Pick<AppContext, 'db' | 'now'>): DeliveryLoadReader {
  let reader = readers.get(ctx);
  if (!reader) {
    reader = new DeliveryLoadReader(ctx.db, ctx.now);
    readers.set(ctx, reader);
  }
  return reader;
}
