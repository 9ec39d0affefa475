import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { orderRatings, orders } from '../../../db/schema/index.js';

/** The only code that writes ratings (order_ratings); the shop's running average is the catalogue's. */
export class RatingRepository {
  constructor(private readonly db: DbOrTx) {}

  /** The order row, locked until the transaction ends, so two ratings of one order are serialised. */
  async lockOrder(orderId: string) {
    const [row] = await this.db
      .select({
        id: orders.id,
        customerId: orders.customerId,
        shopId: orders.shopId,
        shopperId: orders.shopperId,
        deliveryPersonId: orders.deliveryPersonId,
        status: orders.status,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update')
      .limit(1);
    return row ?? null;
  }

  /** Inserts the rating; false when the order already has one. */
  async insert(values: typeof orderRatings.$inferInsert): Promise<boolean> {
    const inserted = await this.db
      .insert(orderRatings)
      .values(values)
      .onConflictDoNothing({ target: orderRatings.orderId })
      .returning({ orderId: orderRatings.orderId });
    return inserted.length === 1;
  }
}
