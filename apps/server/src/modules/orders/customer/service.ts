import {
  type AcceptanceTime,
  acceptanceEstimate,
  ERROR_MESSAGES,
  isId,
  type Language,
  type Order,
  type Pagination,
} from '@jhola/domain';
import type { AppContext, AuthContext } from '../../../context.js';
import { AppError, notFound } from '../../../http/errors.js';
import { translatorFor } from '../../../i18n/translator.js';
import { withUnreadMessages } from '../conversation/unread-counts.js';
import { ORDER_NOT_FOUND } from '../core/actor.js';
import { type OrderRecord, toOrder } from '../core/order-mapper.js';
import { OrderRepository } from '../core/repository.js';

/** Who may read an order: its customer, the shopper or delivery person assigned to it, and admins. */
export function canRead(record: OrderRecord, viewer: AuthContext): boolean {
  const { row } = record;
  switch (viewer.role) {
    case 'customer':
      return row.customerId === viewer.userId;
    case 'shopper':
      return row.shopperId === viewer.userId;
    case 'delivery':
      return row.deliveryPersonId === viewer.userId;
    case 'admin':
      return true;
    case 'merchant':
      // A shop's owner reads its orders through the merchant API (issue 46), not one by one.
      return false;
  }
}

/** One order as `viewer` may see it; 404 for a malformed id or an order that is not theirs to see. */
export async function getOrderFor(ctx: AppContext, orderId: string, viewer: AuthContext): Promise<Order> {
  if (!isId(orderId)) throw notFound(ORDER_NOT_FOUND);
  const record = await new OrderRepository(ctx.db).loadFull(orderId);
  // Another customer's order is answered exactly like a missing one, so ids cannot be probed.
  if (!record || !canRead(record, viewer)) throw notFound(ORDER_NOT_FOUND);
  return toOrder(record, { userId: viewer.userId, role: viewer.role }, ctx.config.upi);
}

export async function listCustomerOrders(
  ctx: AppContext,
  customer: AuthContext,
  query: { limit: number; page: number; sort: '-createdAt' | 'createdAt' },
): Promise<{ orders: Order[]; pagination: Pagination }> {
  const repo = new OrderRepository(ctx.db);
  const { ids, total } = await repo.pageForCustomer(customer.userId, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
    newestFirst: query.sort === '-createdAt',
  });
  const records = await repo.loadMany(ids);
  const viewer = { userId: customer.userId, role: customer.role };
  const orders = records.map((r) => toOrder(r, viewer, ctx.config.upi));
  return {
    orders: await withUnreadMessages(ctx.db, orders, customer.role),
    pagination: { page: query.page, limit: query.limit, total },
  };
}

/** PRODUCT.md §7 acceptance time, from the orders of this shop that are really waiting for a shopper now. */
/** The estimate's words ("About 5 minutes") are in the asker's language (issue 19). */
export async function acceptanceTimeFor(
  ctx: AppContext,
  shopId: string,
  language: Language = 'en',
): Promise<AcceptanceTime> {
  if (!isId(shopId)) throw new AppError('BAD_REQUEST', ERROR_MESSAGES.invalidShopId);
  const repo = new OrderRepository(ctx.db);
  const shop = await repo.findShop(shopId);
  if (!shop) throw notFound('Shop not found');
  return acceptanceEstimate(await repo.countWaitingForShopper(shopId), translatorFor(language));
}
