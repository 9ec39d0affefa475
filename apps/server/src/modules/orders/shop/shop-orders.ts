import { fromPaise, type ShopOrder, type StatementRow } from '@jhola/domain';
import type { AppContext } from '../../../context.js';
import { OrderRepository } from '../core/repository.js';
import { ShopOrdersRepository, type StatementDayRow } from './shop-orders-repository.js';

/**
 * Issue 46: the shop's open orders for its counter: each with its shopper and items and what the shopper
 * ticked, so the counter can help find the rest. No customer's name, phone or address: the shop does not
 * need them.
 */
export async function shopOpenOrders(ctx: Pick<AppContext, 'db'>, shopId: string): Promise<ShopOrder[]> {
  const ids = await new ShopOrdersRepository(ctx.db).openOrderIds(shopId, 50);
  const records = await new OrderRepository(ctx.db).loadMany(ids);
  return records.map(({ row, items, shopper }) => ({
    _id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    placedAt: row.createdAt.toISOString(),
    shopperName: shopper?.name ?? null,
    total: row.total,
    items: items.map((item) => ({
      _id: item.id,
      name: item.name,
      quantity: item.quantity,
      pick: item.pickState ?? null,
    })),
  }));
}

const figures = (row: StatementDayRow) => ({
  orders: row.orders,
  itemsSold: row.itemsSold,
  billed: fromPaise(row.billedPaise),
  fees: fromPaise(row.feePaise),
  claims: fromPaise(row.claimPaise),
});

/** Sums rows in paise, so the month and the total are exact to the paisa. */
function sum(period: string, rows: readonly StatementDayRow[]): StatementRow {
  const total: StatementDayRow = {
    day: period,
    orders: 0,
    itemsSold: 0,
    billedPaise: 0,
    feePaise: 0,
    claimPaise: 0,
  };
  for (const row of rows) {
    total.orders += row.orders;
    total.itemsSold += row.itemsSold;
    total.billedPaise += row.billedPaise;
    total.feePaise += row.feePaise;
    total.claimPaise += row.claimPaise;
  }
  return { period, ...figures(total) };
}

/**
 * The shop's statement of delivered orders from `from` to `to` (India days, inclusive): per day, per
 * month and in all; with its newest reviews' texts. Claims are the rupees approved on claims about the
 * day's delivered orders (issue 44), counted on the day the order was delivered.
 */
export async function shopStatementFigures(
  ctx: Pick<AppContext, 'db'>,
  shopId: string,
  from: string,
  to: string,
) {
  const repo = new ShopOrdersRepository(ctx.db);
  const [days, reviews] = await Promise.all([
    repo.deliveredPerDay(shopId, from, to),
    repo.reviews(shopId, 20),
  ]);
  const byMonth = new Map<string, StatementDayRow[]>();
  for (const day of days)
    byMonth.set(day.day.slice(0, 7), [...(byMonth.get(day.day.slice(0, 7)) ?? []), day]);
  const { period: _all, ...totals } = sum('', days);
  return {
    totals,
    days: days.map((day) => ({ period: day.day, ...figures(day) })),
    months: [...byMonth].map(([month, rows]) => sum(month, rows)),
    reviews: reviews.map((r) => ({ rating: r.rating, comment: r.comment, at: r.at.toISOString() })),
  };
}
