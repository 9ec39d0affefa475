import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { orders, shops, users } from '../../../db/schema/index.js';

/** What an order's SMS says and to whom: the order, its shop's name, and the customer's choices. */
export interface OrderSmsFactsRow {
  orderNumber: string;
  status: string;
  contactPhone: string;
  total: number;
  deliveryFee: number;
  billAmount: number | null;
  deliveryOtp: string | null;
  shopName: string;
  accountPhone: string;
  language: 'en' | 'hi';
  orderSms: boolean;
}

/** The order SMS job's one read (issue 45). */
export class OrderSmsRepository {
  constructor(private readonly db: DbOrTx) {}

  async facts(orderId: string): Promise<OrderSmsFactsRow | null> {
    const [row] = await this.db
      .select({
        orderNumber: orders.orderNumber,
        status: orders.status,
        deliveryAddress: orders.deliveryAddress,
        total: orders.total,
        revisedOrderValue: orders.revisedOrderValue,
        deliveryFee: orders.deliveryFee,
        billAmount: orders.billAmount,
        deliveryOtp: orders.deliveryOtp,
        shopName: shops.name,
        accountPhone: users.phone,
        language: users.language,
        orderSms: users.orderSms,
      })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .innerJoin(users, eq(users.id, orders.customerId))
      .where(eq(orders.id, orderId))
      .limit(1);
    if (!row) return null;
    const { deliveryAddress, revisedOrderValue, ...rest } = row;
    return {
      ...rest,
      contactPhone: deliveryAddress.contactPhone,
      total: revisedOrderValue?.total ?? row.total,
    };
  }
}
