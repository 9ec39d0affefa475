import { sql } from 'drizzle-orm';
import type { PlainProductColumns, ProductRow } from '../../db/rows.js';

/** What a product reply shows of a product row (toProduct reads nothing else). */
export type ShownProductRow = Pick<
  ProductRow,
  | 'id'
  | 'shopId'
  | 'name'
  | 'description'
  | 'category'
  | 'price'
  | 'originalPrice'
  | 'images'
  | 'stockQuantity'
  | 'unit'
  | 'tags'
  | 'aliases'
  | 'familyKey'
  | 'packSize'
  | 'isActive'
  | 'createdAt'
>;

/**
 * The columns of ShownProductRow, of `products p`, for the statements that read a page of products as plain
 * rows (searches, a shop's pages). Prices come as float8 and the time as epoch milliseconds: numbers, which
 * both drivers return as numbers, so nothing is parsed twice.
 */
export const SHOWN_PRODUCT_COLUMNS = sql.raw(
  `p.id, p.shop_id, p.name, p.description, p.category, p.price::float8 as price,
   p.original_price::float8 as original_price, p.images, p.stock_quantity, p.unit, p.tags, p.aliases, p.family_key,
   p.pack_size, p.is_active, (extract(epoch from p.created_at) * 1000)::float8 as created_ms`,
);

/** A row as SHOWN_PRODUCT_COLUMNS names it. */
export interface PlainProductRow extends PlainProductColumns {
  id: string;
  is_active: boolean;
  created_ms: number;
}

/**
 * A plain row as ShownProductRow. By hand rather than through drizzle's select builder: mapping 49 rows
 * field by field through the builder's column objects was a quarter of a search's CPU in Node (decision
 * 0041, "Speed").
 */
export function shownProductOf(row: PlainProductRow): ShownProductRow {
  return {
    id: row.id,
    shopId: row.shop_id,
    name: row.name,
    description: row.description,
    category: row.category,
    price: row.price,
    originalPrice: row.original_price,
    images: row.images,
    stockQuantity: row.stock_quantity,
    unit: row.unit,
    tags: row.tags,
    aliases: row.aliases,
    familyKey: row.family_key,
    packSize: row.pack_size,
    isActive: row.is_active,
    createdAt: new Date(row.created_ms),
  };
}
