import type { orderItems, orders, orderTimeline, products, shops } from './schema/index.js';

/**
 * The shapes of rows as repositories return them, for the mappers and rules that read those rows without
 * touching the database themselves (only repositories import tables: docs/CODE_STYLE.md).
 */
export type ProductRow = typeof products.$inferSelect;
export type ShopRow = typeof shops.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderTimelineRow = typeof orderTimeline.$inferSelect;
