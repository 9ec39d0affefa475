import {
  CUSTOM_ITEM_MESSAGES,
  englishText,
  type FieldError,
  isUnpriced,
  revisedItemCount,
  revisedOrderValue,
} from '@jhola/domain';
import { validationError } from '../../../http/errors.js';
import { ProductStockRepository } from '../../catalogue/product-stock-repository.js';
import { reportNotAvailable } from '../../catalogue/stock-reports.js';
import type { Actor } from '../core/actor.js';
import type { OrderItemRow } from '../core/order-mapper.js';
import { replacedWithOf } from '../core/replacement-mapper.js';
import {
  type PricedReplacement,
  priceReplacements,
  type ReplacementRequest,
  replacementRequestErrors,
  revisionStockChanges,
} from '../replacements/revise-replacements.js';
import type { LifecycleContext } from './context.js';
import { describeChanges, type RevisionInput } from './revision-notes.js';
import { runTransition, type TransitionResult } from './transition.js';

export { approveRevision } from './approve-revision.js';
export type { RevisionInput } from './revision-notes.js';

export const REVISION_MATCH_MESSAGES = {
  notOnOrder: 'This product is not part of the order',
  itemNotOnOrder: 'This item is not part of the order',
  listedTwice: 'This product is listed twice',
} as const;

/**
 * Every listed line must name one of the order's items, by `itemId` or (before issue 29) by `productId`,
 * and each item once; every item the app does not list that is still unpriced must be priced or marked
 * not available (a revision that leaves it unpriced would leave it so for the bill). Answers the lines by
 * order item id.
 */
function matchItems(items: readonly OrderItemRow[], inputs: readonly RevisionInput[]) {
  const byId = new Map(items.map((i) => [i.id, i]));
  const byProductId = new Map(items.flatMap((i) => (i.productId ? [[i.productId, i] as const] : [])));
  const errors: FieldError[] = [];
  const byItem = new Map<string, RevisionInput>();
  inputs.forEach((r, index) => {
    const item = r.itemId !== undefined ? byId.get(r.itemId) : byProductId.get(r.productId ?? '');
    const field = r.itemId !== undefined ? `items.${index}.itemId` : `items.${index}.productId`;
    if (!item)
      errors.push({
        field,
        message:
          r.itemId !== undefined
            ? REVISION_MATCH_MESSAGES.itemNotOnOrder
            : REVISION_MATCH_MESSAGES.notOnOrder,
      });
    else if (byItem.has(item.id)) errors.push({ field, message: REVISION_MATCH_MESSAGES.listedTwice });
    else byItem.set(item.id, r);
  });
  items.forEach((item) => {
    if (isUnpriced(item) && !byItem.has(item.id))
      errors.push({
        field: 'items',
        message: englishText(CUSTOM_ITEM_MESSAGES.mustPrice, { item: item.name }),
      });
  });
  if (errors.length > 0) throw validationError(errors);
  return byItem;
}

/**
 * The shopper's revision: per item availability, quantity, price and note, and for a not-available item
 * the product brought instead (PRODUCT.md §12), priced from the shop's own catalogue. Items must be the
 * order's; items not listed stay as ordered. Stock moves now (decision 0028): a not-available item's
 * units go back, a replacement's are taken (refused with 422 when the shop has too few, so nothing is
 * ever oversold). The server computes revisedOrderValue with the order's own delivery fee and tax rate.
 */
export async function reviseOrder(
  ctx: LifecycleContext,
  orderId: string,
  actor: Actor,
  input: {
    items: RevisionInput[];
    note?: string;
    /** False for the demo shopper, whose "not available" is invented: no report to the owner. */
    reportMissing?: boolean;
  },
): Promise<TransitionResult> {
  // Shops whose products the reports hid, announced once the revision has committed.
  let hiddenIn: string[] = [];
  const result = await runTransition(ctx, {
    orderId,
    actor,
    action: 'revise',
    apply: async ({ tx, row, repo, now }) => {
      const items = await repo.items(row.id);
      const byItem = matchItems(items, input.items);
      const lineOf = new Map([...byItem].map(([id, r]) => [r, id]));
      const itemOf = new Map(items.map((item) => [item.id, item]));
      const requests: ReplacementRequest[] = input.items.flatMap((r, index) =>
        r.replacement && !r.isAvailable
          ? [{ index, item: itemOf.get(lineOf.get(r)!)!, ...r.replacement }]
          : [],
      );
      const requestErrors = replacementRequestErrors(requests);
      if (requestErrors.length > 0) throw validationError(requestErrors);

      const unavailable = items.filter((item) => byItem.get(item.id)?.isAvailable === false);
      const changes = revisionStockChanges(unavailable, requests);
      const stock = new ProductStockRepository(tx);
      // Locked before they are checked: the stock each replacement is checked against is the stock it gets.
      const catalogue = await stock.lockProducts(changes.keys());
      const { priced, errors } = priceReplacements(requests, catalogue, row.shopId, changes);
      if (errors.length > 0) throw validationError(errors);

      const revised = items.map((item) => reviseItem(item, byItem.get(item.id), priced.get(item.id)));
      if (revisedItemCount(revised) === 0) {
        throw validationError([
          { field: 'items', message: 'Nothing would be left to buy. Cancel the order instead.' },
        ]);
      }
      for (const item of revised) {
        await repo.updateItem(item.id, {
          isAvailable: item.isAvailable,
          revisedQuantity: item.revisedQuantity,
          revisedPrice: item.revisedPrice,
          shopperNotes: item.shopperNotes,
          ...item.replacementColumns,
        });
      }
      if (row.stockReserved) await stock.apply(changes, now);
      // Issue 46: an item the revision marks not available is the same report to the owner as the
      // pick tick's ("Mark … out of stock?"), whether or not a replacement was brought.
      hiddenIn = await reportNotAvailable(
        tx,
        {
          orderId: row.id,
          shopId: row.shopId,
          reporterId: actor.id,
          productIds:
            input.reportMissing === false
              ? []
              : unavailable.flatMap((item) => (item.productId ? [item.productId] : [])),
        },
        now,
      );
      const value = revisedOrderValue(revised, { deliveryFee: row.deliveryFee, taxRate: row.taxRate });
      return {
        patch: { revisedOrderValue: value },
        note: input.note?.trim() || describeChanges(items, byItem, priced),
      };
    },
  });
  for (const shopId of hiddenIn) {
    ctx.events.emit('catalogue.changed', { shopId });
    ctx.events.emit('shop.changed', { shopId });
  }
  return result;
}

const NO_REPLACEMENT = {
  replacedWithProductId: null,
  replacedWithName: null,
  replacedWithUnit: null,
  replacedWithPrice: null,
  replacedWithImageUrl: null,
  replacedWithQuantity: null,
  replacedWithMatchesPreference: false,
  replacedWithRefused: false,
} as const;

/** An item as the revision leaves it (listed or not), with what the revised total needs. */
function reviseItem(
  item: OrderItemRow,
  r: RevisionInput | undefined,
  replacement: PricedReplacement | undefined,
) {
  const replacementColumns = replacement ?? NO_REPLACEMENT;
  const base = {
    id: item.id,
    price: item.price,
    quantity: item.quantity,
    replacementColumns,
    replacedWith: replacedWithOf({ ...item, ...replacementColumns }),
  };
  if (!r)
    return { ...base, isAvailable: true, revisedQuantity: null, revisedPrice: null, shopperNotes: null };
  return {
    ...base,
    isAvailable: r.isAvailable,
    revisedQuantity: r.isAvailable ? (r.revisedQuantity ?? item.quantity) : 0,
    revisedPrice: r.revisedPrice ?? item.price,
    shopperNotes: r.shopperNotes?.trim() || null,
  };
}
