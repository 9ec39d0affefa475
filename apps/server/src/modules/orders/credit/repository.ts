import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { creditEntries, orders, users } from '../../../db/schema/index.js';

export type CreditEntryRow = typeof creditEntries.$inferSelect & { orderNumber: string | null };
export type NewCreditEntry = Omit<typeof creditEntries.$inferInsert, 'balanceAfterPaise' | 'id'>;

/**
 * The only code that writes Jhola credit (credit_entries). Every write runs inside a transaction that
 * first takes the customer's ledger lock, so entries of one customer are written one after another and
 * each row's balance-after is the true running sum (its check keeps it at or above zero).
 */
export class CreditRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Serialises every ledger write of one customer until the transaction ends. */
  async lockLedger(customerId: string): Promise<void> {
    await this.db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`credit:${customerId}`}, 0))`);
  }

  /** The balance as the sum of the entries (paise). */
  async balance(customerId: string): Promise<number> {
    const [row] = await this.db
      .select({ sum: sql<string>`coalesce(sum(${creditEntries.amountPaise}), 0)` })
      .from(creditEntries)
      .where(eq(creditEntries.customerId, customerId));
    return Number(row?.sum ?? 0);
  }

  /**
   * Appends an entry after the current balance; call with the ledger lock held. Its time is at least 1 ms
   * after the customer's last entry, so the list reads in the order the entries were written.
   */
  async append(
    entry: NewCreditEntry & { createdAt: Date },
    balanceBefore: number,
  ): Promise<typeof creditEntries.$inferSelect> {
    const at = entry.createdAt.toISOString();
    const [row] = await this.db
      .insert(creditEntries)
      .values({
        ...entry,
        balanceAfterPaise: balanceBefore + entry.amountPaise,
        createdAt: sql`greatest(${at}::timestamptz, (select max(${creditEntries.createdAt}) + interval '1 millisecond' from ${creditEntries} where ${creditEntries.customerId} = ${entry.customerId}))`,
      })
      .returning();
    return row!;
  }

  async list(customerId: string, limit = 200): Promise<CreditEntryRow[]> {
    return this.db
      .select({ ...TABLE_COLUMNS, orderNumber: orders.orderNumber })
      .from(creditEntries)
      .leftJoin(orders, eq(orders.id, creditEntries.orderId))
      .where(eq(creditEntries.customerId, customerId))
      .orderBy(desc(creditEntries.createdAt))
      .limit(limit);
  }

  /** What the order took from the credit so far, less what came back (paise, ≥ 0). */
  async usedByOrder(orderId: string): Promise<number> {
    const [row] = await this.db
      .select({ sum: sql<string>`coalesce(-sum(${creditEntries.amountPaise}), 0)` })
      .from(creditEntries)
      .where(
        and(
          eq(creditEntries.orderId, orderId),
          sql`${creditEntries.kind} in ('order_payment', 'order_return')`,
        ),
      );
    return Math.max(0, Number(row?.sum ?? 0));
  }

  /** Keeps the order's copy of the credit it used (shown on the order and taken off the amount due). */
  async setOrderCreditUsed(orderId: string, rupees: number): Promise<void> {
    await this.db.update(orders).set({ creditUsed: rupees }).where(eq(orders.id, orderId));
  }

  /** A customer account exists (an admin's grant names one). */
  async isCustomer(userId: string): Promise<boolean> {
    const [row] = await this.db.select({ role: users.role }).from(users).where(eq(users.id, userId)).limit(1);
    return row?.role === 'customer';
  }
}

const TABLE_COLUMNS = {
  id: creditEntries.id,
  customerId: creditEntries.customerId,
  amountPaise: creditEntries.amountPaise,
  balanceAfterPaise: creditEntries.balanceAfterPaise,
  kind: creditEntries.kind,
  reason: creditEntries.reason,
  orderId: creditEntries.orderId,
  claimId: creditEntries.claimId,
  createdBy: creditEntries.createdBy,
  createdByName: creditEntries.createdByName,
  createdAt: creditEntries.createdAt,
};
