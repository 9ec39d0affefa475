import type { DbOrTx } from '../db/client.js';
import { products, shops } from '../db/schema/index.js';
import { mediaPath } from '../modules/media/paths.js';
import { type DemoShop, demoShops } from './data/index.js';

// 1,000 rows × 11 columns stays far below PostgreSQL's 65,535 bind parameters per statement.
const BATCH = 1000;

/**
 * Inserts the demo shops and their products (no emptiness check: seedDemo decides that).
 * Tests call it directly to get a realistic catalogue; `supermarket: false` leaves out the
 * 5,000-product shop's range when a test does not need it. Returns shop ids by name.
 */
export async function insertDemoCatalogue(
  db: DbOrTx,
  options: { supermarket?: boolean } = {},
): Promise<Map<string, string>> {
  const list = demoShops();
  const rows = await db.insert(shops).values(list.map(shopRow)).returning({ id: shops.id, name: shops.name });
  const ids = new Map(rows.map((r) => [r.name, r.id]));
  const productRows = list.flatMap((shop) => {
    const shopId = ids.get(shop.name)!;
    const own =
      options.supermarket === false && shop.products.length > 1000
        ? shop.products.slice(0, 50)
        : shop.products;
    return own.map((p) => ({
      shopId,
      name: p.name,
      description: p.description,
      category: p.category,
      price: p.price,
      originalPrice: p.originalPrice,
      images: [mediaPath('products', p.image ?? p.name)],
      stockQuantity: p.stockQuantity,
      unit: p.unit,
      tags: p.tags,
    }));
  });
  for (let i = 0; i < productRows.length; i += BATCH) {
    await db.insert(products).values(productRows.slice(i, i + BATCH));
  }
  return ids;
}

function shopRow(shop: DemoShop): typeof shops.$inferInsert {
  return {
    name: shop.name,
    description: shop.description,
    category: shop.category,
    images: [mediaPath('shops', shop.name)],
    ...shop.address,
    lat: shop.lat,
    lng: shop.lng,
    phone: shop.phone,
    ratingAverage: shop.rating?.[0] ?? null,
    ratingCount: shop.rating?.[1] ?? 0,
    deliveryFee: shop.deliveryFee,
    operatingHours: shop.hours,
    hasTax: shop.hasTax,
    taxRate: shop.taxRate,
    inquiryAvailableTime: shop.inquiryAvailableTime,
    orderCount: shop.orderCount,
  };
}
