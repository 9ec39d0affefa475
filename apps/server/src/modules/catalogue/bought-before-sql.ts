import { type SQL, sql } from 'drizzle-orm';

/**
 * How many of one customer's orders at one shop named each product (issue 47: a signed-in customer's
 * shop page lists what they bought before first, as Blinkit's "buy again"). One derived table joined by
 * the browsing page's own statement, so the page stays one round trip; it reads the order tables only
 * for this count (their rows are the orders module's), by orders_customer_idx. Every placed order counts,
 * whatever became of it: it says what the customer came for.
 */
export const boughtBefore = (customerId: string, shopId: string): SQL => sql`
  left join (
    select oi.product_id, count(distinct oi.order_id)::int as n
      from orders o join order_items oi on oi.order_id = o.id
     where o.customer_id = ${customerId} and o.shop_id = ${shopId} and oi.product_id is not null
     group by oi.product_id
  ) mine on mine.product_id = p.id`;

/**
 * Whether the customer's orders at the shop named any product: without one, their browsing page is the
 * same as everyone's, so it is answered from the shared page (one indexed look instead of ordering the
 * whole shop for them).
 */
export const boughtHere = (customerId: string, shopId: string): SQL => sql`
  select exists (
    select 1 from orders o join order_items oi on oi.order_id = o.id
     where o.customer_id = ${customerId} and o.shop_id = ${shopId} and oi.product_id is not null
  ) as bought`;
