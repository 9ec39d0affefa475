import type { orderItems, orders, orderTimeline, products, shops } from './schema/index.js';

/**
 * The shapes of rows as repositories return them, for the mappers and rules that read those rows without
 * touching the database themselves (only repositories import tables: docs/CODE_STYLE.md).
 */
/** A product as read: without the search columns, which only SQL reads. */
export type ProductRow = Omit<typeof products.$inferSelect, 'searchText' | 'searchTsv' | 'nameSort'>;
export type ShopRow = typeof shops.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderTimelineRow = typeof orderTimeline.$inferSelect;

/**
 * A product's own columns as the table names them (snake_case), JSON-friendly: what the seed inserts in
 * bulk, and what the search statements read back as plain rows (catalogue/shown-product-sql.ts).
 */
export interface PlainProductColumns {
  shop_id: string;
  name: string;
  description: string;
  category: string;
  price: number;
  original_price: number | null;
  images: string[];
  stock_quantity: number;
  unit: string;
  tags: string[];
  aliases: string[];
  family_key: string | null;
  pack_size: string | null;
}
