import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { claimLines, claims, orders, users } from '../../../db/schema/index.js';

export type ClaimRow = typeof claims.$inferSelect;
export type ClaimLineRow = typeof claimLines.$inferSelect;
export type NewClaimLine = Omit<typeof claimLines.$inferInsert, 'claimId' | 'id'>;
export interface ClaimRecord {
  claim: ClaimRow;
  lines: ClaimLineRow[];
  orderNumber: string;
}

/** The only code that writes claims and their lines (issue 44). */
export class ClaimRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Writes the claim and its lines. A retry with the same Idempotency-Key, or a line naming an item
   * claimed before (the unique index on item), writes nothing: null, and the caller finds out which.
   */
  async insert(claim: typeof claims.$inferInsert, lines: NewClaimLine[]): Promise<ClaimRow | null> {
    const [row] = await this.db.insert(claims).values(claim).onConflictDoNothing().returning();
    if (!row) return null;
    const written = await this.db
      .insert(claimLines)
      .values(lines.map((line) => ({ ...line, claimId: row.id })))
      .onConflictDoNothing()
      .returning({ id: claimLines.id });
    return written.length === lines.length ? row : null;
  }

  async findByClientKey(customerId: string, clientKey: string): Promise<ClaimRow | null> {
    const [row] = await this.db
      .select()
      .from(claims)
      .where(and(eq(claims.customerId, customerId), eq(claims.clientKey, clientKey)))
      .limit(1);
    return row ?? null;
  }

  /** The order's items already in a claim. */
  async claimedItemIds(orderId: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ itemId: claimLines.itemId })
      .from(claimLines)
      .where(eq(claimLines.orderId, orderId));
    return new Set(rows.map((r) => r.itemId));
  }

  /** Paise already approved on this order's claims (the per-order limit of automatic approval counts it). */
  async approvedOnOrder(orderId: string): Promise<number> {
    const [row] = await this.db
      .select({ sum: sql<string>`coalesce(sum(${claimLines.approvedPaise}), 0)` })
      .from(claimLines)
      .where(eq(claimLines.orderId, orderId));
    return Number(row?.sum ?? 0);
  }

  /** The customer's claims with money approved since `since` (their claim rate). */
  async approvedClaimsSince(customerId: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(claims)
      .where(
        and(
          eq(claims.customerId, customerId),
          inArray(claims.status, ['approved', 'partly_approved']),
          gte(claims.decidedAt, since),
        ),
      );
    return row?.n ?? 0;
  }

  /** The customers' names and claim histories (how many claims, how many approved), for the admin. */
  async customersOf(customerIds: string[]) {
    if (customerIds.length === 0) return [];
    const [names, counts] = await Promise.all([
      this.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, customerIds)),
      this.db
        .select({
          id: claims.customerId,
          claims: sql<string>`count(*)`,
          approvedClaims: sql<string>`count(*) filter (where ${claims.status} in ('approved', 'partly_approved'))`,
        })
        .from(claims)
        .where(inArray(claims.customerId, customerIds))
        .groupBy(claims.customerId),
    ]);
    const countOf = new Map(counts.map((c) => [c.id, c]));
    return names.map((n) => ({
      ...n,
      claims: Number(countOf.get(n.id)?.claims ?? 0),
      approvedClaims: Number(countOf.get(n.id)?.approvedClaims ?? 0),
    }));
  }

  /** Locks the claim until the transaction ends: two admins deciding at once are served one after the other. */
  async lock(claimId: string): Promise<ClaimRow | null> {
    const [row] = await this.db.select().from(claims).where(eq(claims.id, claimId)).for('update').limit(1);
    return row ?? null;
  }

  async decideLine(
    lineId: string,
    decision: { status: 'approved' | 'refused'; approvedPaise: number; decisionReason: string | null },
  ): Promise<void> {
    await this.db.update(claimLines).set(decision).where(eq(claimLines.id, lineId));
  }

  async update(claimId: string, patch: Partial<typeof claims.$inferInsert>): Promise<void> {
    await this.db.update(claims).set(patch).where(eq(claims.id, claimId));
  }

  async loadMany(where: { orderId?: string; claimIds?: string[] }): Promise<ClaimRecord[]> {
    const filter = where.orderId
      ? eq(claims.orderId, where.orderId)
      : inArray(claims.id, where.claimIds ?? []);
    const rows = await this.db
      .select({ claim: claims, orderNumber: orders.orderNumber })
      .from(claims)
      .innerJoin(orders, eq(orders.id, claims.orderId))
      .where(filter)
      .orderBy(desc(claims.createdAt));
    if (rows.length === 0) return [];
    const lines = await this.db
      .select()
      .from(claimLines)
      .where(
        inArray(
          claimLines.claimId,
          rows.map((r) => r.claim.id),
        ),
      )
      .orderBy(asc(claimLines.position));
    return rows.map(({ claim, orderNumber }) => ({
      claim,
      orderNumber,
      lines: lines.filter((l) => l.claimId === claim.id),
    }));
  }

  /** The admin's queue: claims of one status (or every claim but the ones waiting), newest first. */
  async idsByStatus(status: string | undefined, limit: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: claims.id })
      .from(claims)
      .where(status ? eq(claims.status, status) : undefined)
      .orderBy(status === 'in_review' ? asc(claims.createdAt) : desc(claims.createdAt))
      .limit(limit);
    return rows.map((r) => r.id);
  }
}
