import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import type { ShopRow } from '../../../db/rows.js';
import { shops } from '../../../db/schema/index.js';

/** The shop of an online checkout, read to price its hold before anything is placed. */
export class QuoteRepository {
  constructor(private readonly db: DbOrTx) {}

  async shop(shopId: string): Promise<ShopRow | null> {
    const [row] = await this.db.select().from(shops).where(eq(shops.id, shopId));
    return row ?? null;
  }
}
