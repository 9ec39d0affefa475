// The whole order read in three statements (row with its shop and people, items with the products their
// preferences name, timeline, payments): the busiest read, kept apart from OrderRepository's other SQL so each
// file stays small. Only OrderRepository calls it.
import { asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.js';
import {
  orderItems,
  orderRatings,
  orders,
  orderTimeline,
  products,
  shops,
  users,
} from '../../../db/schema/index.js';
import type { OrderItemRow, OrderRecord, OrderTimelineRow } from './order-mapper.js';
import { PaymentRepository } from './payment-repository.js';
import { replacementProductOf } from './replacement-mapper.js';

const deliveryPeople = alias(users, 'delivery_person');
const collectors = alias(users, 'payment_collector');

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
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .leftJoin(users, eq(users.id, orders.shopperId))
    .leftJoin(deliveryPeople, eq(deliveryPeople.id, orders.deliveryPersonId))
    .leftJoin(collectors, eq(collectors.id, orders.paymentCollectedBy))
    .leftJoin(orderRatings, eq(orderRatings.orderId, orders.id))
    .where(inArray(orders.id, ids));
  if (heads.length === 0) return [];
  const found = heads.map((h) => h.row.id);
  const [itemRows, timeline, payments] = await Promise.all([
    // With the product each "This instead" preference names (PRODUCT.md §12), in the same query.
    db
      .select({
        item: orderItems,
        named: {
          id: products.id,
          name: products.name,
          unit: products.unit,
          price: products.price,
          images: products.images,
        },
      })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.replacementProductId))
      .where(inArray(orderItems.orderId, found))
      .orderBy(asc(orderItems.position)),
    db
      .select()
      .from(orderTimeline)
      .where(inArray(orderTimeline.orderId, found))
      .orderBy(asc(orderTimeline.createdAt)),
    // Issue 43: the order's money through the gateway (its payment state).
    new PaymentRepository(db).forOrders(found),
  ]);
  const paymentsBy = groupBy(payments, (p) => p.orderId ?? '');
  const items = itemRows.map((r) => r.item);
  const namedProducts = new Map(
    itemRows.flatMap((r) => (r.named?.id ? [[r.named.id, replacementProductOf(r.named)] as const] : [])),
  );
  const itemsBy = groupBy(items, (i) => i.orderId);
  const timelineBy = groupBy(timeline, (e) => e.orderId);
  const byId = new Map(
    heads.map((h): [string, OrderRecord] => [
      h.row.id,
      {
        row: h.row,
        items: itemsBy.get(h.row.id) ?? ([] as OrderItemRow[]),
        timeline: timelineBy.get(h.row.id) ?? ([] as OrderTimelineRow[]),
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
        payments: paymentsBy.get(h.row.id) ?? [],
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function groupBy<T>(list: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of list) {
    const k = key(item);
    const bucket = map.get(k);
    if (bucket) bucket.push(item);
    else map.set(k, [item]);
  }
  return map;
}
