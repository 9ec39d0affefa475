import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { products, shopChanges, shops } from '../../db/schema/index.js';

export interface NewShopChange {
  shopId: string;
  productId?: string | null;
  actor: { userId: string | null; name: string | null; role: string };
  kind: string;
  detail: Record<string, unknown>;
}

/** Issue 46: `shop_changes`, the audit of what owners (and admins, and the reports) changed in a shop. */
export class ShopChangeRepository {
  constructor(private readonly db: DbOrTx) {}

  async add(changes: readonly NewShopChange[], now: Date): Promise<void> {
    if (changes.length === 0) return;
    await this.db.insert(shopChanges).values(
      changes.map((c) => ({
        shopId: c.shopId,
        productId: c.productId ?? null,
        actorId: c.actor.userId,
        actorName: c.actor.name,
        actorRole: c.actor.role,
        kind: c.kind,
        detail: c.detail,
        createdAt: now,
      })),
    );
  }

  /** The newest changes, of one shop or of all, with the shop's and product's names. */
  list(shopId: string | undefined, limit: number) {
    return this.db
      .select({
        change: shopChanges,
        shopName: shops.name,
        productName: products.name,
      })
      .from(shopChanges)
      .innerJoin(shops, eq(shops.id, shopChanges.shopId))
      .leftJoin(products, eq(products.id, shopChanges.productId))
      .where(shopId ? eq(shopChanges.shopId, shopId) : undefined)
      .orderBy(desc(shopChanges.createdAt), desc(shopChanges.id))
      .limit(limit);
  }
}
