import type { Language } from '@jhola/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pushSubscriptions, users } from '../../db/schema/index.js';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
/** A subscription with its owner's saved language, which the push is written in (issue 19). */
export type PushTarget = PushSubscriptionRow & { language: Language };

const targetColumns = {
  id: pushSubscriptions.id,
  userId: pushSubscriptions.userId,
  sessionId: pushSubscriptions.sessionId,
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
  createdAt: pushSubscriptions.createdAt,
  language: users.language,
};

/** The only code that touches push_subscriptions. */
export class PushSubscriptionRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Stores a browser's subscription for this user and session; the same endpoint of the same user gets
   * the new keys and session. Undefined when the endpoint is another user's (their row is left as is).
   */
  async upsertOwn(values: {
    userId: string;
    sessionId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
  }): Promise<PushSubscriptionRow | undefined> {
    const [row] = await this.db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { sessionId: values.sessionId, p256dh: values.p256dh, auth: values.auth },
        setWhere: eq(pushSubscriptions.userId, values.userId),
      })
      .returning();
    return row;
  }

  /** Removes one of the user's subscriptions; false when it is not theirs (or gone). */
  async deleteOwned(id: string, userId: string): Promise<boolean> {
    const rows = await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
      .returning({ id: pushSubscriptions.id });
    return rows.length > 0;
  }

  async deleteIds(ids: string[]): Promise<void> {
    if (ids.length > 0) await this.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
  }

  async deleteForSession(sessionId: string): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
  }

  async deleteForUser(userId: string): Promise<void> {
    await this.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  }

  async listForUser(userId: string): Promise<PushTarget[]> {
    return this.db
      .select(targetColumns)
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(eq(pushSubscriptions.userId, userId));
  }

  /** Subscriptions of enabled shoppers (a new order waiting). */
  async listForShoppers(): Promise<PushTarget[]> {
    return this.db
      .select(targetColumns)
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(and(eq(users.role, 'shopper'), isNull(users.disabledAt)));
  }
}
