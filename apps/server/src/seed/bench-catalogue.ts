import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { shops } from '../db/schema/index.js';
import { mediaPath } from '../modules/media/paths.js';
import { withFamilies } from './data/families.js';
import { supermarketProducts } from './data/supermarket.js';
import { insertProductRows, productInsertRow } from './demo-catalogue.js';

export const BENCH_SHOP_NAME = 'Bench Hypermarket (50,000 products)';

/** Product lines of the supermarket's range, so the big shop reads like a real one ("Fortune Gold ..."). */
const LINES = ['', 'Gold', 'Select', 'Organic', 'Family', 'Value', 'Premium', 'Classic', 'Daily', 'Natural'];

/**
 * Bench only (never called by the server): a shop with `count` products, the supermarket's range ten
 * times over in product lines, with families and Indian-word tags like the demo. It sits in Bengaluru
 * near the demo supermarket. Returns its id.
 */
export async function insertBenchShop(db: DbOrTx, count = 50_000): Promise<string> {
  const [shop] = await db
    .insert(shops)
    .values({
      name: BENCH_SHOP_NAME,
      description: 'A very large catalogue for the benchmarks.',
      category: 'Supermarket',
      images: [mediaPath('shops', 'bench-hypermarket')],
      street: '1, Old Airport Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560017',
      latitude: 12.9602,
      longitude: 77.6474,
      deliveryRadiusKm: 8,
      operatingHours: null,
    })
    .returning({ id: shops.id });
  const range = supermarketProducts();
  const products = LINES.flatMap((line) =>
    range.map((p) => {
      if (!line) return p;
      const [brand, ...rest] = p.name.split(' ');
      return { ...p, name: [brand, line, ...rest].join(' ') };
    }),
  ).slice(0, count);
  await insertProductRows(
    db,
    withFamilies(products).map((p) => productInsertRow(shop!.id, p)),
  );
  await db.execute(sql`analyze products`);
  return shop!.id;
}
