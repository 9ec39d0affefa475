import type { FeeRules } from '@jhola/domain';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { shopFeeRules, shops } from '../../db/schema/index.js';

/** A shop's flat fee and its fee rules, when it set them (issue 45). */
export interface StoredFees {
  shopId: string;
  isActive: boolean;
  deliveryFee: number;
  rules: FeeRules | null;
}

/** The only code that reads and writes `shop_fee_rules`. */
export class FeeRulesRepository {
  constructor(private readonly db: DbOrTx) {}

  /** The shop's flat fee and rules in one read; null when there is no such shop. */
  async find(shopId: string): Promise<StoredFees | null> {
    const [row] = await this.db
      .select({
        shopId: shops.id,
        isActive: shops.isActive,
        deliveryFee: shops.deliveryFee,
        rules: shopFeeRules.rules,
      })
      .from(shops)
      .leftJoin(shopFeeRules, eq(shopFeeRules.shopId, shops.id))
      .where(eq(shops.id, shopId))
      .limit(1);
    return row ?? null;
  }

  /** Only the rules (null: the shop set none), for a caller that has the shop already. */
  async rulesOf(shopId: string): Promise<FeeRules | null> {
    const [row] = await this.db
      .select({ rules: shopFeeRules.rules })
      .from(shopFeeRules)
      .where(eq(shopFeeRules.shopId, shopId))
      .limit(1);
    return row?.rules ?? null;
  }

  /**
   * Saves the rules, and the nearest band's fee as the shop's delivery fee, which shop lists show as
   * "from ₹N" (the shop row is this module's too). Returns false when there is no such shop.
   */
  async save(shopId: string, rules: FeeRules, now: Date): Promise<boolean> {
    const nearest = rules.deliveryBands[0]?.fee ?? 0;
    const updated = await this.db
      .update(shops)
      .set({ deliveryFee: nearest, updatedAt: now })
      .where(eq(shops.id, shopId))
      .returning({ id: shops.id });
    if (updated.length === 0) return false;
    await this.db
      .insert(shopFeeRules)
      .values({ shopId, rules, updatedAt: now })
      .onConflictDoUpdate({ target: shopFeeRules.shopId, set: { rules, updatedAt: now } });
    return true;
  }

  /** A delivery fee changed on the shop itself becomes its nearest band's fee, so both say the same. */
  async setNearestBandFee(shopId: string, fee: number): Promise<void> {
    await this.db
      .update(shopFeeRules)
      .set({
        rules: sql`jsonb_set(${shopFeeRules.rules}, '{deliveryBands,0,fee}', to_jsonb(${fee}::numeric))`,
      })
      .where(eq(shopFeeRules.shopId, shopId));
  }
}
