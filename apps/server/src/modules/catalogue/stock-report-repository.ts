import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { products, shops, stockReports } from '../../db/schema/index.js';

/** Issue 46: `stock_reports`, the shoppers' "not available" on an order, kept until someone answers. */
export class StockReportRepository {
  constructor(private readonly db: DbOrTx) {}

  /** One report a product and order (a tick saved twice counts once); answers the products newly reported. */
  async add(
    reports: readonly { productId: string; shopId: string; orderId: string }[],
    by: string,
    indiaDay: string,
    now: Date,
  ): Promise<string[]> {
    if (reports.length === 0) return [];
    const rows = await this.db
      .insert(stockReports)
      .values(reports.map((r) => ({ ...r, reportedBy: by, reportedAt: now, indiaDay })))
      .onConflictDoNothing()
      .returning({ productId: stockReports.productId });
    return rows.map((r) => r.productId);
  }

  /** Unanswered reports of each product on one India day. */
  async openCountsOn(productIds: readonly string[], indiaDay: string): Promise<Map<string, number>> {
    if (productIds.length === 0) return new Map();
    const rows = await this.db
      .select({ productId: stockReports.productId, n: sql<number>`count(*)::int` })
      .from(stockReports)
      .where(
        and(
          inArray(stockReports.productId, [...productIds]),
          eq(stockReports.indiaDay, indiaDay),
          isNull(stockReports.answeredAt),
        ),
      )
      .groupBy(stockReports.productId);
    return new Map(rows.map((r) => [r.productId, r.n]));
  }

  /** The open suggestions of some shops (null: every shop), newest report first. */
  suggestions(shopIds: readonly string[] | null) {
    const open = isNull(stockReports.answeredAt);
    return this.db
      .select({
        productId: stockReports.productId,
        productName: sql<string>`min(${products.name})`,
        shopId: stockReports.shopId,
        shopName: sql<string>`min(${shops.name})`,
        reports: sql<number>`count(*)::int`,
        lastReportedAt: sql<Date>`max(${stockReports.reportedAt})`.mapWith((v) => new Date(v)),
        hidden: sql<boolean>`coalesce(bool_or(${products.stockMark} = 'held'), false)`,
      })
      .from(stockReports)
      .innerJoin(products, eq(products.id, stockReports.productId))
      .innerJoin(shops, eq(shops.id, stockReports.shopId))
      .where(shopIds === null ? open : and(open, inArray(stockReports.shopId, [...shopIds])))
      .groupBy(stockReports.shopId, stockReports.productId)
      .orderBy(desc(sql`max(${stockReports.reportedAt})`))
      .limit(200);
  }

  /** Closes every open report of the product; answers how many there were. */
  async answer(productId: string, now: Date): Promise<number> {
    const rows = await this.db
      .update(stockReports)
      .set({ answeredAt: now })
      .where(and(eq(stockReports.productId, productId), isNull(stockReports.answeredAt)))
      .returning({ id: stockReports.id });
    return rows.length;
  }
}
