import type { DeliveryLoad, DeliveryLoadSource } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { PeopleRepository } from '../../auth/account-list-repository.js';
import { OrderRepository } from '../core/repository.js';

/** How long one reading of the load stands: the shop lists that show it are kept for the minute too. */
const LOAD_MS = 60_000;

/**
 * How busy shoppers are now (issue 31): orders waiting for a shopper and the shoppers able to take
 * them, read at most once a minute per process (two counts on indexed columns), shared by the shop
 * lists, the shop page and placement.
 */
export class DeliveryLoadReader implements DeliveryLoadSource {
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
