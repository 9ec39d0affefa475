import type { orderItems, orders, orderTimeline, products, shops } from './schema/index.js';

/**
 * The shapes of rows as repositories return them, for the mappers and rules that read those rows without
 * touching the database themselves (only repositories import tables: docs/CODE_STYLE.md).
 */
/** A product as read: without the search columns, which only SQL reads. */
export type ProductRow = Omit<typeof products.$inferSelect, 'searchText' | 'searchTsv'>;
export type ShopRow = typeof shops.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderTimelineRow = typeof orderTimeline.$inferSelect;
