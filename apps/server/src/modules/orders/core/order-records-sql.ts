// The whole order read in one statement (row with its shop and people, items with the products their
// preferences name, timeline, payments): the busiest read, kept apart from OrderRepository's other SQL so each
// file stays small. Only OrderRepository calls it.
import { eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.js';
import { jsonRowsOf, parsedJson, renderedOnce } from '../../../db/json-rows.js';
import {
  orderItems,
  orderPayments,
  orderRatings,
  orders,
  orderTimeline,
  products,
  shops,
  users,
} from '../../../db/schema/index.js';
import type { OrderRecord } from './order-mapper.js';
import { replacementProductOf } from './replacement-mapper.js';

const deliveryPeople = alias(users, 'delivery_person');
const collectors = alias(users, 'payment_collector');

const itemJson = jsonRowsOf(orderItems);
const namedJson = jsonRowsOf(products, {
  id: products.id,
  name: products.name,
  unit: products.unit,
  price: products.price,
  images: products.images,
});
const timelineJson = jsonRowsOf(orderTimeline);
const paymentJson = jsonRowsOf(orderPayments);

/**
 * An order's items (with the product each "This instead" preference names, PRODUCT.md §12), its timeline
 * and its payments (issue 43), each as one JSON list in the order's own row: the whole order is one
 * statement, not four (issue 48: the busiest read, done by every step and its reply).
 */
const children = {
  items: renderedOnce(
    sql`(select coalesce(json_agg(json_build_object('item', ${itemJson.object}, 'named', case when ${products.id} is null then null else ${namedJson.object} end) order by ${orderItems.position}), '[]'::json) from ${orderItems} left join ${products} on ${products.id} = ${orderItems.replacementProductId} where ${orderItems.orderId} = ${orders.id})`,
  ),
  timeline: renderedOnce(
    sql`(select coalesce(json_agg(${timelineJson.object} order by ${orderTimeline.createdAt}), '[]'::json) from ${orderTimeline} where ${orderTimeline.orderId} = ${orders.id})`,
  ),
  payments: renderedOnce(
    sql`(select coalesce(json_agg(${paymentJson.object} order by ${orderPayments.createdAt}, ${orderPayments.id}), '[]'::json) from ${orderPayments} where ${orderPayments.orderId} = ${orders.id})`,
  ),
};
type ItemJson = { item: Record<string, unknown>; named: Record<string, unknown> | null };

/** Several whole orders, returned in the order of `orderIds` (missing ids skipped). */
export async function selectOrderRecords(db: DbOrTx, orderIds: readonly string[]): Promise<OrderRecord[]> {
  if (orderIds.length === 0) return [];
  const ids = [...orderIds];
  const heads = await db
    .select({
      row: orders,
      shop: {
        id: shops.id,
        name: shops.name,
        inquiryAvailableTime: shops.inquiryAvailableTime,
        phone: shops.phone,
        lat: shops.latitude,
        lng: shops.longitude,
      },
      shopperId: users.id,
      shopperName: users.name,
      shopperPhone: users.phone,
      deliveryId: deliveryPeople.id,
      deliveryName: deliveryPeople.name,
      deliveryPhone: deliveryPeople.phone,
      collectorId: collectors.id,
      collectorName: collectors.name,
      rating: {
        shopRating: orderRatings.shopRating,
        shopperRating: orderRatings.shopperRating,
        riderRating: orderRatings.riderRating,
        comment: orderRatings.comment,
        createdAt: orderRatings.createdAt,
      },
      ...children,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(users, eq(users.id, orders.shopperId))
    .leftJoin(deliveryPeople, eq(deliveryPeople.id, orders.deliveryPersonId))
    .leftJoin(collectors, eq(collectors.id, orders.paymentCollectedBy))
    .leftJoin(orderRatings, eq(orderRatings.orderId, orders.id))
    .where(inArray(orders.id, ids));
  if (heads.length === 0) return [];
  const itemsOf = new Map(heads.map((h) => [h.row.id, parsedJson<ItemJson[]>(h.items)]));
  const namedProducts = new Map(
    [...itemsOf.values()].flatMap((list) =>
      list.flatMap(({ named }) => {
        if (!named) return [];
        const product = namedJson.decode(named);
        return [[product.id, replacementProductOf(product)] as const];
      }),
    ),
  );
  const byId = new Map(
    heads.map((h): [string, OrderRecord] => [
      h.row.id,
      {
        row: h.row,
        items: (itemsOf.get(h.row.id) ?? []).map(({ item }) => itemJson.decode(item)),
        timeline: parsedJson<Record<string, unknown>[]>(h.timeline).map((e) => timelineJson.decode(e)),
        shop: h.shop,
        shopper:
          h.shopperId !== null
            ? { id: h.shopperId, name: h.shopperName ?? '', phone: h.shopperPhone ?? '' }
            : null,
        deliveryPerson:
          h.deliveryId !== null
            ? { id: h.deliveryId, name: h.deliveryName ?? '', phone: h.deliveryPhone ?? '' }
            : null,
        rating: h.rating,
        namedProducts,
        paymentCollector: h.collectorId !== null ? { id: h.collectorId, name: h.collectorName ?? '' } : null,
        payments: parsedJson<Record<string, unknown>[]>(h.payments).map((p) => paymentJson.decode(p)),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}
