import { TERMINAL_STATUSES } from '@jhola/domain';
import { and, desc, eq, ne, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { orderRatings, orders } from '../../../db/schema/index.js';

/** A statement row as the database sums it: money in paise, exact. */
export interface StatementDayRow {
  day: string;
  orders: number;
  itemsSold: number;
  billedPaise: number;
  feePaise: number;
  /** Rupees approved on claims about the day's delivered orders, in paise. */
  claimPaise: number;
}

interface PlainDayRow {
  day: string;
  orders: number;
  items_sold: string | number;
  billed_paise: string | number;
  fee_paise: string | number;
  claim_paise: string | number;
}

/** Issue 46: a shop's orders as its owner reads them: the open ones, and the delivered ones per India day. */
export class ShopOrdersRepository {
  constructor(private readonly db: DbOrTx) {}

  async openOrderIds(shopId: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.shopId, shopId), notInArray(orders.status, [...TERMINAL_STATUSES])))
      .orderBy(desc(orders.createdAt))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /**
   * The delivered orders of the shop per India day from `from` to `to` (inclusive): how many, the items
   * on them (lines a shopper found missing are not sold), the shop's bill (the uploaded bill, else the
   * items and taxes) and the delivery fees, summed in paise.
   */
  async deliveredPerDay(shopId: string, from: string, to: string): Promise<StatementDayRow[]> {
    const result = await this.db.execute(sql`
      with delivered as (
        select o.id, to_char(o.delivered_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day,
               round(coalesce(o.bill_amount, o.subtotal + o.taxes) * 100)::bigint as billed_paise,
               round(o.delivery_fee * 100)::bigint as fee_paise,
               (select coalesce(sum(cl.approved_paise), 0) from claim_lines cl where cl.order_id = o.id)::bigint
                 as claim_paise
        from orders o
        where o.shop_id = ${shopId} and o.delivered_at is not null
          and o.delivered_at >= (${from}::date)::timestamp at time zone 'Asia/Kolkata'
          and o.delivered_at < ((${to}::date + 1))::timestamp at time zone 'Asia/Kolkata'
      ), sold as (
        select i.order_id, sum(coalesce(i.revised_quantity, i.quantity))::bigint as n
        from order_items i join delivered d on d.id = i.order_id
        where i.is_available is distinct from false
        group by i.order_id
      )
      select d.day, count(*)::int as orders, coalesce(sum(s.n), 0)::bigint as items_sold,
             sum(d.billed_paise)::bigint as billed_paise, sum(d.fee_paise)::bigint as fee_paise,
             sum(d.claim_paise)::bigint as claim_paise
      from delivered d left join sold s on s.order_id = d.id
      group by d.day order by d.day`);
    const rows = (result as unknown as { rows: PlainDayRow[] }).rows;
    return rows.map((r) => ({
      day: r.day,
      orders: Number(r.orders),
      itemsSold: Number(r.items_sold),
      billedPaise: Number(r.billed_paise),
      feePaise: Number(r.fee_paise),
      claimPaise: Number(r.claim_paise),
    }));
  }

  /** The shop's newest reviews that say something. */
  reviews(shopId: string, limit: number) {
    return this.db
      .select({ rating: orderRatings.shopRating, comment: orderRatings.comment, at: orderRatings.createdAt })
      .from(orderRatings)
      .where(and(eq(orderRatings.shopId, shopId), ne(orderRatings.comment, '')))
      .orderBy(desc(orderRatings.createdAt))
      .limit(limit);
  }
}
