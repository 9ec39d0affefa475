import type { DbOrTx } from '../../db/client.js';
import { categoryNames } from '../../db/schema/index.js';

/** The categories' Hindi names (category_names, migration 0025; decision 0061): the table's one writer. */
export class CategoryNameRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Gives each category its Hindi name unless it already has one (a name an admin gave is kept). */
  async addMissing(names: Readonly<Record<string, string>>): Promise<void> {
    const rows = Object.entries(names).map(([name, nameHi]) => ({ name, nameHi }));
    if (rows.length > 0) await this.db.insert(categoryNames).values(rows).onConflictDoNothing();
  }
}
