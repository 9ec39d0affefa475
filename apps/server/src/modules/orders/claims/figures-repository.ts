import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.js';
import { claimLines, claims, orders, shops, users } from '../../../db/schema/index.js';

export interface ClaimedLineRow {
  claimId: string;
  createdAt: Date;
  reason: string;
  amountPaise: number;
  approvedPaise: number;
  shopId: string;
  shopName: string;
  shopperId: string | null;
  shopperName: string | null;
}

/** Reads only: the claim figures of the admin dashboard (issue 44, point 4). */
export class ClaimFiguresRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Every claimed line of the claims made in [from, to), with its order's shop and shopper. */
  async linesBetween(from: Date, to: Date): Promise<ClaimedLineRow[]> {
    const shopper = alias(users, 'shopper');
    const rows = await this.db
      .select({
        claimId: claims.id,
        createdAt: claims.createdAt,
        reason: claimLines.reason,
        amountPaise: claimLines.amountPaise,
        approvedPaise: claimLines.approvedPaise,
        shopId: orders.shopId,
        shopName: shops.name,
        shopperId: orders.shopperId,
        shopperName: shopper.name,
      })
      .from(claimLines)
      .innerJoin(claims, eq(claims.id, claimLines.claimId))
      .innerJoin(orders, eq(orders.id, claims.orderId))
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .leftJoin(shopper, eq(shopper.id, orders.shopperId))
      .where(and(gte(claims.createdAt, from), lt(claims.createdAt, to)));
    return rows.map((r) => ({
      ...r,
      amountPaise: Number(r.amountPaise),
      approvedPaise: Number(r.approvedPaise),
    }));
  }

  /** Orders delivered in [from, to) per shop and per shopper: the denominators of the claim rates. */
  async deliveredBetween(from: Date, to: Date) {
    const inWindow = and(
      isNotNull(orders.deliveredAt),
      gte(orders.deliveredAt, from),
      lt(orders.deliveredAt, to),
    );
    const [byShop, byShopper] = await Promise.all([
      this.db
        .select({ id: orders.shopId, name: shops.name, n: sql<string>`count(*)` })
        .from(orders)
        .innerJoin(shops, eq(shops.id, orders.shopId))
        .where(inWindow)
        .groupBy(orders.shopId, shops.name),
      this.db
        .select({ id: users.id, name: users.name, n: sql<string>`count(*)` })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.shopperId))
        .where(inWindow)
        .groupBy(users.id, users.name),
    ]);
    const count = (rows: { id: string; name: string; n: string }[]) =>
      rows.map((r) => ({ id: r.id, name: r.name, delivered: Number(r.n) }));
    return { byShop: count(byShop), byShopper: count(byShopper) };
  }
}
