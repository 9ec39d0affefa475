import {
  ADMIN_BOARD_LIMIT,
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AvailableOrder,
  distanceKm,
  itemCount,
  type Order,
  roundKm,
  rupeesOfPaise,
} from '@jhola/domain';
import { notFound } from '../../../http/errors.js';
import { withUnreadMessages } from '../conversation/unread-counts.js';
import { type Actor, ORDER_NOT_FOUND, viewerOf } from '../core/actor.js';
import { toOrder } from '../core/order-mapper.js';
import { PaymentRepository } from '../core/payment-repository.js';
import { OrderRepository } from '../core/repository.js';
import type { LifecycleContext } from '../lifecycle/context.js';
import { availableForDelivery, availableForShoppers, staffOrders } from '../lifecycle/staff-queries.js';
import { myTipShare, staffDayTotals } from './staff-day-totals.js';
import { StaffRepository } from './staff-repository.js';

type Ctx = Pick<LifecycleContext, 'db'>;

/** The start of an India day (YYYY-MM-DD), moved by `plusDays`. */
const indiaMidnight = (day: string, plusDays: number) =>
  new Date(Date.parse(`${day}T00:00:00+05:30`) + plusDays * 86_400_000);

/** Orders as cards: how far the shop is from the customer (straight line) and how many units to pick. */
export async function asCards(ctx: Ctx, orders: Order[]): Promise<AvailableOrder[]> {
  const shops = await new StaffRepository(ctx.db).shopLocations(orders.map((o) => o.shopId._id));
  return orders.map((order) => {
    const shop = shops.get(order.shopId._id) ?? null;
    const customer = order.deliveryAddress.coordinates;
    return {
      ...order,
      distanceKm: shop && customer ? roundKm(distanceKm(shop, customer)) : null,
      itemCount: itemCount(order),
    };
  });
}

export async function shopperCards(ctx: LifecycleContext, actor: Actor) {
  const orders = await asCards(ctx, await availableForShoppers(ctx, actor));
  return { orders, total: orders.length };
}

export async function deliveryCards(ctx: LifecycleContext, actor: Actor) {
  const orders = await asCards(ctx, await availableForDelivery(ctx, actor));
  return { orders, total: orders.length };
}

/** A shopper's (or delivery person's) finished orders, newest first, with the totals of all of them. */
export async function staffHistory(
  ctx: LifecycleContext,
  actor: Actor,
  query: { page: number; limit: number },
) {
  const as = actor.role === 'delivery' ? 'delivery' : 'shopper';
  const [page, summary, tips, days] = await Promise.all([
    staffOrders(ctx, actor, { ...query, scope: 'completed' }),
    new StaffRepository(ctx.db).finishedSummary({ userId: actor.id, as }),
    tipsOf(ctx, actor.id),
    staffDayTotals(ctx.db, { userId: actor.id, as }, ctx.now()),
  ]);
  return { ...page, page: query.page, limit: query.limit, summary: { ...summary, tips, days } };
}

/**
 * Issue 43: the staff member's share of the tips customers paid on their orders (split between the
 * shopper and the delivery person when they are two people, exactly as the admin's collections split it).
 */
async function tipsOf(ctx: Ctx, userId: string): Promise<number> {
  const byOrder = new Map<string, { paise: number; shopperId: string | null; riderId: string | null }>();
  for (const tip of await new PaymentRepository(ctx.db).capturedTipsOfStaff(userId)) {
    const order = byOrder.get(tip.orderId) ?? {
      paise: 0,
      shopperId: tip.shopperId,
      riderId: tip.deliveryPersonId,
    };
    order.paise += tip.amountPaise;
    byOrder.set(tip.orderId, order);
  }
  let mine = 0;
  for (const order of byOrder.values())
    mine += myTipShare({ shopperId: order.shopperId, deliveryPersonId: order.riderId }, order.paise, userId);
  return rupeesOfPaise(mine);
}

/** The admin's order list: the live board (every unfinished order) or pages of all orders. */
export async function adminOrders(ctx: LifecycleContext, actor: Actor, query: AdminOrderListQuery) {
  const limit = query.limit ?? (query.active ? ADMIN_BOARD_LIMIT : 20);
  const { ids, total } = await new StaffRepository(ctx.db).adminPage({
    active: query.active,
    status: query.status,
    shopId: query.shopId,
    from: query.from ? indiaMidnight(query.from, 0) : undefined,
    to: query.to ? indiaMidnight(query.to, 1) : undefined,
    q: query.q || undefined,
    limit,
    offset: (query.page - 1) * limit,
  });
  const records = await new OrderRepository(ctx.db).loadMany(ids);
  const orders = records.map((r) => toOrder(r, viewerOf(actor), ctx.config.upi));
  return {
    orders: await withUnreadMessages(ctx.db, orders, actor.role),
    total,
    page: query.page,
    limit,
  };
}

const toInquiry = (i: { id: string; method: string; createdAt: Date }) => ({
  _id: i.id,
  method: i.method === 'whatsapp' ? ('whatsapp' as const) : ('call' as const),
  createdAt: i.createdAt.toISOString(),
});

/** Every inquiry of the order, newest first: for its own shopper (admins read them in the detail). */
export async function shopperInquiries(ctx: LifecycleContext, actor: Actor, orderId: string) {
  const row = await new OrderRepository(ctx.db).findRow(orderId);
  if (!row || row.shopperId !== actor.id) throw notFound(ORDER_NOT_FOUND);
  return { inquiries: (await new StaffRepository(ctx.db).inquiriesOf(orderId)).map(toInquiry) };
}

/** One order with everything about it: the customer, the delivery person, every inquiry. */
export async function adminOrderDetail(
  ctx: LifecycleContext,
  actor: Actor,
  orderId: string,
): Promise<AdminOrderDetail> {
  const repo = new StaffRepository(ctx.db);
  const [record, people, inquiries] = await Promise.all([
    new OrderRepository(ctx.db).loadFull(orderId),
    repo.orderPeople(orderId),
    repo.inquiriesOf(orderId),
  ]);
  if (!record || !people?.customer) throw notFound(ORDER_NOT_FOUND);
  const { customer, deliveryPerson } = people;
  return {
    order: toOrder(record, viewerOf(actor), ctx.config.upi),
    customer: { _id: customer.id, name: customer.name, email: customer.email, phone: customer.phone },
    deliveryPerson: deliveryPerson
      ? { _id: deliveryPerson.id, name: deliveryPerson.name, phone: deliveryPerson.phone }
      : null,
    inquiries: inquiries.map(toInquiry),
  };
}
