import { SHOP_CHANGE_KINDS, type ShopChange, type ShopChangeKind } from '@jhola/domain';
import type { AppContext } from '../../context.js';
import { ShopChangeRepository } from './shop-change-repository.js';

const isKind = (kind: string): kind is ShopChangeKind => SHOP_CHANGE_KINDS.some((known) => known === kind);

/** Issue 46: the audit for admins: the newest changes to one shop or to all, who made them and when. */
export async function listShopChanges(
  ctx: Pick<AppContext, 'db'>,
  query: { shopId?: string | undefined; limit: number },
): Promise<ShopChange[]> {
  const rows = await new ShopChangeRepository(ctx.db).list(query.shopId, query.limit);
  return rows.flatMap(({ change, shopName, productName }) =>
    isKind(change.kind)
      ? [
          {
            _id: change.id,
            shopId: change.shopId,
            shopName,
            productId: change.productId,
            productName,
            actorName: change.actorName,
            actorRole: change.actorRole,
            kind: change.kind,
            detail: change.detail,
            at: change.createdAt.toISOString(),
          },
        ]
      : [],
  );
}
