import {
  MERCHANT_MESSAGES,
  type OwnerProduct,
  type OwnerProductsQuery,
  ownerPriceProblem,
} from '@jhola/domain';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import type { ProductRow } from '../../db/rows.js';
import { notFound, validationError } from '../../http/errors.js';
import { readMerchantRules } from './merchant-rules.js';
import { OwnerEditRepository } from './owner-edit-repository.js';
import { announceShopChange, inScope, type ShopScope } from './owner-shop-service.js';
import { ShopChangeRepository } from './shop-change-repository.js';
import { StockReportRepository } from './stock-report-repository.js';

type OwnerContext = Pick<AppContext, 'db' | 'now' | 'events'>;

export const toOwnerProduct = (row: ProductRow): OwnerProduct => ({
  _id: row.id,
  shopId: row.shopId,
  name: row.name,
  category: row.category,
  price: row.price,
  originalPrice: row.originalPrice,
  inStock: row.stockQuantity > 0,
  stockMark: row.stockMark,
});

export async function listOwnerProducts(
  ctx: Pick<AppContext, 'db'>,
  scope: ShopScope,
  shopId: string,
  query: OwnerProductsQuery,
) {
  if (!inScope(scope, shopId)) throw notFound(MERCHANT_MESSAGES.shopNotFound);
  const [{ rows, total }, rules] = await Promise.all([
    new OwnerEditRepository(ctx.db).listProducts(shopId, query),
    readMerchantRules(ctx.db),
  ]);
  const priceRules = scope.actor.role === 'admin' ? null : rules;
  return { products: rows.map(toOwnerProduct), total, priceRules };
}

/** The products locked, each in the caller's shops; one that is not is a 404 and nothing changes. */
export async function lockOwnProducts(
  tx: DbOrTx,
  scope: ShopScope,
  ids: readonly string[],
): Promise<ProductRow[]> {
  const unique = [...new Set(ids)];
  const rows = await new OwnerEditRepository(tx).lockProducts(unique);
  if (rows.length !== unique.length || rows.some((row) => !inScope(scope, row.shopId)))
    throw notFound(MERCHANT_MESSAGES.productNotFound);
  return rows;
}

/**
 * Marks products out of stock or back in (one, or many at once by category): the open "not available"
 * reports of those products are answered by it, and every product's change is in the audit.
 */
export async function setStock(
  ctx: OwnerContext,
  scope: ShopScope,
  ids: readonly string[],
  inStock: boolean,
) {
  const now = ctx.now();
  const changed = await ctx.db.transaction(async (tx) => {
    const before = await lockOwnProducts(tx, scope, ids);
    const rows = await new OwnerEditRepository(tx).setStockMark(
      before.map((row) => row.id),
      inStock ? null : 'out',
      now,
    );
    const reports = new StockReportRepository(tx);
    for (const row of before) await reports.answer(row.id, now);
    await new ShopChangeRepository(tx).add(
      before.map((row) => ({
        shopId: row.shopId,
        productId: row.id,
        actor: scope.actor,
        kind: 'stock',
        detail: { inStock, before: row.stockQuantity > 0 },
      })),
      now,
    );
    return rows;
  });
  for (const shopId of new Set(changed.map((row) => row.shopId))) announceShopChange(ctx, shopId);
  return changed.map(toOwnerProduct);
}

/** An owner's price, within the admin's rules (else 422 with the rule's words), logged with the old one. */
export async function setPrice(ctx: OwnerContext, scope: ShopScope, id: string, price: number) {
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [before] = await lockOwnProducts(tx, scope, [id]);
    const rules = await readMerchantRules(tx);
    const problem = scope.actor.role === 'admin' ? null : ownerPriceProblem(rules, before!, price);
    if (problem) throw validationError([{ field: 'price', message: problem }]);
    const after = await new OwnerEditRepository(tx).setPrice(id, price, now);
    await new ShopChangeRepository(tx).add(
      [
        {
          shopId: before!.shopId,
          productId: id,
          actor: scope.actor,
          kind: 'price',
          detail: { from: before!.price, to: price },
        },
      ],
      now,
    );
    return after!;
  });
  announceShopChange(ctx, row.shopId);
  return toOwnerProduct(row);
}
