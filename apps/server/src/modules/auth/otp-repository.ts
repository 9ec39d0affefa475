import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { otpCodes } from '../../db/schema/index.js';

export type OtpRow = typeof otpCodes.$inferSelect;

/** The only place that reads and writes phone sign-in codes. */
export class OtpRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Stores a new code and drops the number's earlier unused ones: only the newest SMS works. */
  async replace(phone: string, codeHash: string, expiresAt: Date, now: Date): Promise<void> {
    await this.db.delete(otpCodes).where(and(eq(otpCodes.phone, phone), isNull(otpCodes.usedAt)));
    await this.db.insert(otpCodes).values({ phone, codeHash, expiresAt, createdAt: now });
  }

  /** The number's newest unused code, expired or not (the caller tells which). */
  async latestUnused(phone: string): Promise<OtpRow | null> {
    const [row] = await this.db
      .select()
      .from(otpCodes)
      .where(and(eq(otpCodes.phone, phone), isNull(otpCodes.usedAt)))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    return row ?? null;
  }

  /**
   * Counts one wrong try, only while tries remain: parallel guesses each take one of the `maxTries`
   * (the row is the counter), so five tries are five, however fast they come. False when none was left.
   */
  async countWrongTry(id: string, maxTries: number): Promise<boolean> {
    const rows = await this.db
      .update(otpCodes)
      .set({ tries: sql`${otpCodes.tries} + 1` })
      .where(and(eq(otpCodes.id, id), isNull(otpCodes.usedAt), lt(otpCodes.tries, maxTries)))
      .returning({ id: otpCodes.id });
    return rows.length === 1;
  }

  /** Marks the code used; false when another request used it first (so it works exactly once). */
  async consume(id: string, maxTries: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(otpCodes)
      .set({ usedAt: now })
      .where(and(eq(otpCodes.id, id), isNull(otpCodes.usedAt), lt(otpCodes.tries, maxTries)))
      .returning({ id: otpCodes.id });
    return rows.length === 1;
  }

  /** Codes past their expiry (the cleanup job drops them with the other finished rows). */
  async deleteExpired(before: Date): Promise<number> {
    const rows = await this.db
      .delete(otpCodes)
      .where(lt(otpCodes.expiresAt, before))
      .returning({ id: otpCodes.id });
    return rows.length;
  }
}
