import type { UserRole } from '@jhola/domain';
import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { likeContains } from '../../db/like.js';
import { users } from '../../db/schema/index.js';

export type AccountRow = Pick<
  typeof users.$inferSelect,
  'id' | 'name' | 'email' | 'phone' | 'role' | 'disabledAt' | 'createdAt'
>;

const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  disabledAt: users.disabledAt,
  createdAt: users.createdAt,
};

/** The admin People screen's reads and the disable switch (people/ asks; auth owns the users table). */
export class PeopleRepository {
  constructor(private readonly db: DbOrTx) {}

  async page(options: { role?: UserRole; q?: string; limit: number; offset: number }) {
    const filters: SQL[] = [];
    if (options.role) filters.push(eq(users.role, options.role));
    if (options.q) {
      const pattern = likeContains(options.q);
      filters.push(or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.phone, pattern))!);
    }
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select(accountColumns)
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(options.limit)
        .offset(options.offset),
      this.db.select({ n: count() }).from(users).where(where),
    ]);
    return { rows: rows as AccountRow[], total: Number(total?.n ?? 0) };
  }

  /** Shopper accounts able to take orders (not disabled): the delivery estimate's "shoppers now". */
  async countEnabledShoppers(): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'shopper'), isNull(users.disabledAt)));
    return Number(row?.n ?? 0);
  }

  async find(id: string): Promise<AccountRow | null> {
    const [row] = await this.db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
    return (row as AccountRow | undefined) ?? null;
  }

  /** Disables (with who did it) or enables the account; null when there is no such account. */
  async setDisabled(id: string, disabled: { at: Date; by: string } | null, now: Date) {
    const [row] = await this.db
      .update(users)
      .set({ disabledAt: disabled?.at ?? null, disabledBy: disabled?.by ?? null, updatedAt: now })
      .where(eq(users.id, id))
      .returning(accountColumns);
    return (row as AccountRow | undefined) ?? null;
  }
}
