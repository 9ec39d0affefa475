// The faults checker's facts (issue 48, decision 0067): what the database holds for the run's customers
// once the run is over: their orders, every Idempotency-Key that placed one (POST /orders' keys and online
// checkouts' holds), the orders' timelines and their money.
import { withClient } from '../lib/pg-client.mjs';

/**
 * @param {string} databaseUrl
 * @param {string[]} customerIds
 * @returns {Promise<import('./checker.mjs').Facts>}
 */
export function readFacts(databaseUrl, customerIds) {
  return withClient(databaseUrl, async (db) => {
    const rows = async (/** @type {string} */ sql) => (await db.query(sql, [customerIds])).rows;
    const orders = await rows(
      'select id, customer_id as "customerId", status from orders where customer_id = any($1::uuid[])',
    );
    const keys = await rows(
      `select customer_id as "customerId", key, order_id as "orderId" from idempotency_keys
         where customer_id = any($1::uuid[])
       union all
       select customer_id, idempotency_key, order_id from order_payments
         where kind = 'hold' and idempotency_key is not null and customer_id = any($1::uuid[])`,
    );
    const timeline = await rows(
      `select t.order_id as "orderId", t.status, (extract(epoch from t.created_at) * 1000)::float8 as at
         from order_timeline t join orders o on o.id = t.order_id where o.customer_id = any($1::uuid[])`,
    );
    const payments = await rows(
      `select id, order_id as "orderId", kind, status, amount_paise as "amountPaise", parent_id as "parentId"
         from order_payments where customer_id = any($1::uuid[])`,
    );
    return { orders, keys, timeline, payments };
  });
}
