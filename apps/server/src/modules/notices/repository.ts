import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notices, noticeViews } from '../../db/schema/index.js';

export type NoticeRow = typeof notices.$inferSelect;
export type NewNoticeRow = typeof notices.$inferInsert;

/** The only place that reads and writes notices and their views. */
export class NoticeRepository {
  constructor(private readonly db: DbOrTx) {}

  async insert(values: NewNoticeRow): Promise<NoticeRow> {
    const [row] = await this.db.insert(notices).values(values).returning();
    return row!;
  }

  async update(id: string, values: Partial<NewNoticeRow>): Promise<NoticeRow | null> {
    const [row] = await this.db.update(notices).set(values).where(eq(notices.id, id)).returning();
    return row ?? null;
  }

  async delete(id: string): Promise<boolean> {
    const rows = await this.db.delete(notices).where(eq(notices.id, id)).returning({ id: notices.id });
    return rows.length === 1;
  }

  async findById(id: string): Promise<NoticeRow | null> {
    const [row] = await this.db.select().from(notices).where(eq(notices.id, id)).limit(1);
    return row ?? null;
  }

  /** Locks the row for a change, so two admins editing at once apply one after the other. */
  async findForUpdate(id: string): Promise<NoticeRow | null> {
    const [row] = await this.db.select().from(notices).where(eq(notices.id, id)).for('update').limit(1);
    return row ?? null;
  }

  async listAll(limit: number): Promise<NoticeRow[]> {
    return this.db.select().from(notices).orderBy(desc(notices.createdAt)).limit(limit);
  }

  /** Notices switched on whose schedule includes `now`. */
  async listLive(now: Date, limit: number): Promise<NoticeRow[]> {
    return this.db
      .select()
      .from(notices)
      .where(
        and(
          eq(notices.isActive, true),
          or(isNull(notices.startsAt), lte(notices.startsAt, now)),
          or(isNull(notices.endsAt), gt(notices.endsAt, now)),
        ),
      )
      .orderBy(desc(notices.createdAt))
      .limit(limit);
  }

  /** Records the viewer once; answers whether this was their first view (then the count goes up). */
  async recordView(noticeId: string, userId: string, now: Date): Promise<boolean> {
    const inserted = await this.db
      .insert(noticeViews)
      .values({ noticeId, userId, viewedAt: now })
      .onConflictDoNothing()
      .returning({ noticeId: noticeViews.noticeId });
    if (inserted.length === 0) return false;
    await this.db
      .update(notices)
      .set({ viewCount: sql`${notices.viewCount} + 1` })
      .where(eq(notices.id, noticeId));
    return true;
  }
}
