import { randomUUID } from 'node:crypto';
import type { OperatingHours } from '@jhola/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { products, shops } from '../db/schema/index.js';
import type { TestApp } from './test-app.js';

type ShopValues = typeof shops.$inferInsert;
type ProductValues = typeof products.$inferInsert;

/** Inserts a shop straight into the test database (open all the time unless hours are given). */
export async function createTestShop(
  t: TestApp,
  values: Partial<ShopValues> & { operatingHours?: OperatingHours | null } = {},
) {
  const [row] = await (t.database.db as Db)
    .insert(shops)
    .values({
      name: `Test Shop ${randomUUID().slice(0, 6)}`,
      category: 'grocery',
      street: '1 Market Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      zipCode: '560001',
      phone: '9800000001',
      deliveryFee: 30,
      operatingHours: null,
      ...values,
    })
    .returning();
  return row!;
}

/** Inserts a product of `shopId` with plenty of stock unless told otherwise. */
export async function createTestProduct(t: TestApp, shopId: string, values: Partial<ProductValues> = {}) {
  const [row] = await (t.database.db as Db)
    .insert(products)
    .values({
      shopId,
      name: `Test Product ${randomUUID().slice(0, 6)}`,
      category: 'staples',
      price: 50,
      stockQuantity: 100,
      unit: 'piece',
      ...values,
    })
    .returning();
  return row!;
}

export async function readProduct(t: TestApp, productId: string) {
  const [row] = await (t.database.db as Db).select().from(products).where(eq(products.id, productId));
  return row!;
}

export async function readShop(t: TestApp, shopId: string) {
  const [row] = await (t.database.db as Db).select().from(shops).where(eq(shops.id, shopId));
  return row!;
}
