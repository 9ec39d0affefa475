import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { shopOwners, shops } from '../../db/schema/index.js';

/** Issue 46: `shop_owners`, which shops each owner (role merchant) runs. */
export class ShopOwnerRepository {
  constructor(private readonly db: DbOrTx) {}

  async add(userId: string, shopIds: readonly string[], now: Date): Promise<void> {
    if (shopIds.length === 0) return;
    await this.db
      .insert(shopOwners)
      .values([...new Set(shopIds)].map((shopId) => ({ userId, shopId, createdAt: now })))
      .onConflictDoNothing();
  }

  /** Which of `shopIds` exist (active or not). */
  async existingShops(shopIds: readonly string[]): Promise<Set<string>> {
    if (shopIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: shops.id })
      .from(shops)
      .where(inArray(shops.id, [...shopIds]));
    return new Set(rows.map((r) => r.id));
  }

  async owns(userId: string, shopId: string): Promise<boolean> {
    const rows = await this.db
      .select({ shopId: shopOwners.shopId })
      .from(shopOwners)
      .where(and(eq(shopOwners.userId, userId), eq(shopOwners.shopId, shopId)))
      .limit(1);
    return rows.length > 0;
  }

  async shopIdsOf(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ shopId: shopOwners.shopId })
      .from(shopOwners)
      .where(eq(shopOwners.userId, userId));
    return rows.map((r) => r.shopId);
  }

  /** The owner's shops, by name. */
  shopsOf(userId: string) {
    return this.db
      .select({ shop: shops })
      .from(shopOwners)
      .innerJoin(shops, eq(shops.id, shopOwners.shopId))
      .where(eq(shopOwners.userId, userId))
      .orderBy(asc(shops.name))
      .then((rows) => rows.map((r) => r.shop));
  }

  async findShop(id: string) {
    const [row] = await this.db.select().from(shops).where(eq(shops.id, id)).limit(1);
    return row ?? null;
  }

  /** Every shop, for an admin using the owner's screens. */
  allShops() {
    return this.db.select().from(shops).orderBy(asc(shops.name)).limit(500);
  }
}
