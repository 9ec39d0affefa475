import { and, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

/** The only place that reads and writes sessions. */
export class SessionRepository {
  constructor(private readonly db: DbOrTx) {}

  async create(userId: string, expiresAt: Date, userAgent: string): Promise<string> {
    const [row] = await this.db
      .insert(sessions)
      .values({ userId, expiresAt, userAgent: userAgent.slice(0, 300) })
      .returning({ id: sessions.id });
    return row!.id;
  }

  /**
   * The live session and its user, or nothing when it was ended, has expired, or the user is gone or
   * disabled (a login racing an admin's disable must not leave a working session behind).
   */
  async findActive(sessionId: string, userId: string, now: Date) {
    const [row] = await this.db
      .select({
        sessionId: sessions.id,
        userId: users.id,
        role: users.role,
        name: users.name,
        email: users.email,
        language: users.language,
        expiresAt: sessions.expiresAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          isNull(users.disabledAt),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  async revoke(sessionId: string, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  async revokeAllForUser(userId: string, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }

  /** Sessions that expired, or were ended more than `revokedBefore` ago (the cleanup job). */
  async deleteEnded(now: Date, revokedBefore: Date): Promise<number> {
    const deleted = await this.db
      .delete(sessions)
      .where(or(lt(sessions.expiresAt, now), lt(sessions.revokedAt, revokedBefore)))
      .returning({ id: sessions.id });
    return deleted.length;
  }

  /** Of `sessionIds`, those not ended and not expired at `now` (the realtime sweep of open sockets). */
  async liveSessionIds(sessionIds: readonly string[], now: Date): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const rows = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(inArray(sessions.id, [...sessionIds]), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
      );
    return new Set(rows.map((r) => r.id));
  }
}
