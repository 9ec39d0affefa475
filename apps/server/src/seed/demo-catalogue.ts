import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { PlainProductColumns } from '../db/rows.js';
import { products, shopFeeRules, shops } from '../db/schema/index.js';
import { CategoryNameRepository } from '../modules/catalogue/category-name-repository.js';
import { mediaPath, packPath } from '../modules/media/paths.js';
import { CATEGORY_NAMES_HI } from './data/category-names.js';
import { trailingSize, withFamilies } from './data/families.js';
import { DEMO_FEE_RULES } from './data/fee-rules.js';
import { type DemoShop, demoShops } from './data/index.js';
import type { SeededProduct } from './data/types.js';
import { demoOrderCount } from './demo-sales.js';

// Products go in as one JSON parameter per batch, unpacked by jsonb_to_recordset: about 4× faster
// on PGlite than multi-row VALUES, and no limit of 65,535 bind parameters to respect.
const BATCH = 2000;

/**
 * Inserts the demo shops and their products (no emptiness check: seedDemo decides that).
 * Tests call it directly to get a realistic catalogue; `supermarket: false` leaves out the
 * 5,000-product shop's range when a test does not need it; `sales` gives the products the demo's order
 * counts (demo-sales.ts). Returns shop ids by name.
 */
export async function insertDemoCatalogue(
  db: DbOrTx,
  options: { supermarket?: boolean; sales?: boolean } = {},
): Promise<Map<string, string>> {
  const list = demoShops();
  const rows = await db.insert(shops).values(list.map(shopRow)).returning({ id: shops.id, name: shops.name });
  const ids = new Map(rows.map((r) => [r.name, r.id]));
  await insertDemoFeeRules(db, ids);
  const productRows = list.flatMap((shop) => {
    const shopId = ids.get(shop.name)!;
    const own =
      options.supermarket === false && shop.products.length > 1000
        ? shop.products.slice(0, 50)
        : shop.products;
    return withFamilies(own).map((p) => ({
      ...productInsertRow(shopId, p),
      ...(options.sales ? { order_count: demoOrderCount(p) } : {}),
    }));
  });
  await insertProductRows(db, productRows);
  // The categories' Hindi names (kept if an admin has already given one).
  await new CategoryNameRepository(db).addMissing(CATEGORY_NAMES_HI);
  return ids;
}

/** The demo's fee rules (issue 45), with each such shop's delivery fee as its nearest band's. */
async function insertDemoFeeRules(db: DbOrTx, ids: Map<string, string>): Promise<void> {
  const rules = Object.entries(DEMO_FEE_RULES).flatMap(([name, r]) => {
    const shopId = ids.get(name);
    return shopId ? [{ shopId, rules: r }] : [];
  });
  if (rules.length === 0) return;
  await db.insert(shopFeeRules).values(rules);
}

function shopRow(shop: DemoShop): typeof shops.$inferInsert {
  return {
    name: shop.name,
    description: shop.description,
    category: shop.category,
    images: [mediaPath('shops', shop.name)],
    ...shop.address,
    latitude: shop.lat,
    longitude: shop.lng,
    deliveryRadiusKm: shop.deliveryRadiusKm,
    phone: shop.phone,
    ratingAverage: shop.rating?.[0] ?? null,
    ratingCount: shop.rating?.[1] ?? 0,
    deliveryFee: DEMO_FEE_RULES[shop.name]?.deliveryBands[0]?.fee ?? shop.deliveryFee,
    operatingHours: shop.hours,
    hasTax: shop.hasTax,
    taxRate: shop.taxRate,
    inquiryAvailableTime: shop.inquiryAvailableTime,
    orderCount: shop.orderCount,
  };
}

/** A product as inserted in bulk: the table's columns, snake_case, JSON-friendly. */
export type ProductInsertRow = Omit<PlainProductColumns, 'aliases'> & { brand: string; order_count?: number };

export const productInsertRow = (shopId: string, p: SeededProduct): ProductInsertRow => ({
  shop_id: shopId,
  name: p.name,
  brand: p.brand,
  description: p.description,
  category: p.category,
  price: p.price,
  original_price: p.originalPrice,
  // Its own packshot: brand, name and size printed on a pack (issue 47), the emblem by what it is.
  images: [
    packPath({ name: p.name, brand: p.brand, packSize: p.packSize ?? trailingSize(p.name), icon: p.image }),
  ],
  stock_quantity: p.stockQuantity,
  unit: p.unit,
  tags: p.tags,
  family_key: p.familyKey,
  pack_size: p.packSize,
});

/** Inserts products in batches of one JSON parameter each (see BATCH). */
export async function insertProductRows(db: DbOrTx, rows: readonly ProductInsertRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = JSON.stringify(rows.slice(i, i + BATCH));
    await db.execute(sql`
      insert into ${products} (shop_id, name, brand, description, category, price, original_price, images, stock_quantity,
        unit, tags, family_key, pack_size, order_count)
      select shop_id, name, brand, description, category, price, original_price, images, stock_quantity, unit, tags,
             family_key, pack_size, coalesce(order_count, 0)
        from jsonb_to_recordset(${batch}::jsonb) as r(shop_id uuid, name text, brand text, description text,
        category text, price numeric, original_price numeric, images jsonb, stock_quantity int, unit text, tags jsonb,
        family_key text, pack_size text, order_count int)`);
  }
}
