import { kolkataDate, MERCHANT_MESSAGES, type StockSuggestion } from '@jhola/domain';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { readMerchantRules } from './merchant-rules.js';
import { OwnerEditRepository } from './owner-edit-repository.js';
import { announceShopChange, type ShopScope } from './owner-shop-service.js';
import { lockOwnProducts, toOwnerProduct } from './owner-stock-service.js';
import { ShopChangeRepository } from './shop-change-repository.js';
import { StockReportRepository } from './stock-report-repository.js';

/**
 * Issue 46: a shopper marked items of an order "not available". Each becomes a report (once an order)
 * that the owner and the admins see as "Mark … out of stock?"; a product with the admin's number of
 * unanswered reports in one India day is hidden from new carts (stock mark 'held') until someone answers.
 * Runs in the order's own transaction; answers the shops whose products were hidden, for the caller to
 * announce after commit.
 */
export async function reportNotAvailable(
  tx: DbOrTx,
  input: { orderId: string; shopId: string; reporterId: string; productIds: readonly string[] },
  now: Date,
): Promise<string[]> {
  const reports = new StockReportRepository(tx);
  const day = kolkataDate(now);
  const added = await reports.add(
    input.productIds.map((productId) => ({ productId, shopId: input.shopId, orderId: input.orderId })),
    input.reporterId,
    day,
    now,
  );
  if (added.length === 0) return [];
  const { reportsToHide } = await readMerchantRules(tx);
  const counts = await reports.openCountsOn(added, day);
  const due = added.filter((id) => (counts.get(id) ?? 0) >= reportsToHide);
  const edits = new OwnerEditRepository(tx);
  const unmarked = (await edits.lockProducts(due)).filter((row) => row.stockMark === null);
  if (unmarked.length === 0) return [];
  await edits.setStockMark(
    unmarked.map((row) => row.id),
    'held',
    now,
  );
  await new ShopChangeRepository(tx).add(
    unmarked.map((row) => ({
      shopId: row.shopId,
      productId: row.id,
      actor: { userId: null, name: null, role: 'system' },
      kind: 'suggestion',
      detail: { hidden: true, reports: counts.get(row.id) ?? 0 },
    })),
    now,
  );
  return [...new Set(unmarked.map((row) => row.shopId))];
}

export async function stockSuggestions(
  ctx: Pick<AppContext, 'db'>,
  scope: ShopScope,
): Promise<StockSuggestion[]> {
  const shops = scope.shops === 'all' ? null : [...scope.shops];
  if (shops?.length === 0) return [];
  const rows = await new StockReportRepository(ctx.db).suggestions(shops);
  return rows.map((row) => ({
    ...row,
    hidden: row.hidden === true,
    lastReportedAt: new Date(row.lastReportedAt).toISOString(),
  }));
}

/**
 * The one tap on a suggestion: out of stock marks it so; "it is there" puts it back in carts (a product
 * the reports hid is shown again). Either way its open reports are answered and the answer is logged.
 */
export async function answerSuggestion(
  ctx: Pick<AppContext, 'db' | 'now' | 'events'>,
  scope: ShopScope,
  productId: string,
  outOfStock: boolean,
) {
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [before] = await lockOwnProducts(tx, scope, [productId]);
    const answered = await new StockReportRepository(tx).answer(productId, now);
    if (answered === 0) throw notFound(MERCHANT_MESSAGES.productNotFound);
    const edits = new OwnerEditRepository(tx);
    const [after] = outOfStock
      ? await edits.setStockMark([productId], 'out', now)
      : before!.stockMark === 'held'
        ? await edits.setStockMark([productId], null, now)
        : [before!];
    await new ShopChangeRepository(tx).add(
      [
        {
          shopId: before!.shopId,
          productId,
          actor: scope.actor,
          kind: 'suggestion',
          detail: { outOfStock, reports: answered },
        },
      ],
      now,
    );
    return after!;
  });
  announceShopChange(ctx, row.shopId);
  return toOwnerProduct(row);
}
