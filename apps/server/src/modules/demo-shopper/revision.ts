import { isCustomItem, type Order, type OrderItem, unpricedItems } from '@jhola/domain';
import type { DbOrTx } from '../../db/client.js';
import { ProductPageRepository } from '../catalogue/product-page-repository.js';
import { CatalogueRepository, type ProductRow } from '../catalogue/repository.js';
import { byIds } from '../catalogue/search-repository.js';
import type { RevisionInput } from '../orders/index.js';

/** How many products of the missing item's category the best match looks at (nearest price first). */
const BEST_MATCH_CANDIDATES = 200;

/** Issue 29: what the demo shopper asks per unit for an item the app does not list. */
export const DEMO_CUSTOM_PRICE = 49;

/**
 * What the demo shopper finds on the shelf, decided by `random` (so tests choose it): sometimes one item
 * is unavailable, sometimes a quantity is lower; never everything. Items the app does not list are always
 * priced (issue 29: the bill waits for them). Replacements are added later (`withReplacements`), after
 * the pause, so they are looked up against the stock of that moment.
 */
export function plannedRevision(order: Order, random: () => number): RevisionInput[] | null {
  const named: RevisionInput[] = unpricedItems(order.items).map((item) => ({
    itemId: item.itemId,
    isAvailable: true,
    revisedQuantity: item.quantity,
    revisedPrice: DEMO_CUSTOM_PRICE,
    shopperNotes: 'Found on the shelf',
  }));
  const listed = order.items.filter((item) => !isCustomItem(item));
  const change = listedChange(listed, order.items.length, random);
  if (named.length === 0 && !change) return null;
  return [...named, ...(change ? [change] : [])];
}

function listedChange(listed: OrderItem[], itemCount: number, random: () => number): RevisionInput | null {
  if (listed.length === 0) return null;
  const pick = listed[Math.floor(random() * listed.length)]!;
  if (itemCount > 1 && random() < 0.5) {
    return {
      itemId: pick.itemId,
      productId: pick.productId ?? undefined,
      isAvailable: false,
      revisedQuantity: 0,
      revisedPrice: pick.price ?? undefined,
      shopperNotes: 'Out of stock today',
    };
  }
  const lower = listed.find((i) => i.quantity > 1);
  if (!lower) return null;
  return {
    itemId: lower.itemId,
    productId: lower.productId ?? undefined,
    isAvailable: true,
    revisedQuantity: lower.quantity - 1,
    revisedPrice: lower.price ?? undefined,
    shopperNotes: `Only ${lower.quantity - 1} left on the shelf`,
  };
}

/** A product that can be brought for `quantity` units: the order's shop, active, enough on the shelf. */
const canBring = (product: ProductRow | null, shopId: string, quantity: number): product is ProductRow =>
  !!product && product.shopId === shopId && product.isActive && product.stockQuantity >= quantity;

/**
 * PRODUCT.md §12 "Best match", as the demo shopper picks it: among `candidates`, a product it can bring
 * for the ordered quantity that is not already in the order (more of something already in the bag is not
 * a replacement), with the price nearest the missing item's; ties go to the cheaper, then by name.
 */
export function bestMatch(
  item: { quantity: number; price: number | null },
  candidates: readonly ProductRow[],
  context: { shopId: string; orderProductIds: ReadonlySet<string> },
): ProductRow | null {
  const eligible = candidates.filter(
    (p) => !context.orderProductIds.has(p.id) && canBring(p, context.shopId, item.quantity),
  );
  const distance = (p: ProductRow) => Math.abs(p.price - (item.price ?? 0));
  eligible.sort(
    (a, b) =>
      distance(a) - distance(b) ||
      a.price - b.price ||
      a.name.localeCompare(b.name) ||
      (a.id < b.id ? -1 : 1),
  );
  return eligible[0] ?? null;
}

/** The active products of the item's category in its shop, from the shop's own catalogue pages. */
async function sameCategory(db: DbOrTx, shopId: string, category: string): Promise<ProductRow[]> {
  const { keys } = await new ProductPageRepository(db).page({
    shopId,
    category,
    words: [],
    fuzzy: false,
    sort: 'price_asc',
    after: null,
    limit: BEST_MATCH_CANDIDATES,
  });
  return byIds(
    db,
    keys.map((key) => key[4]),
  );
}

/** What the customer's preference brings instead of `item`, or null (just not available). */
export async function replacementFor(
  db: DbOrTx,
  order: Order,
  item: OrderItem,
): Promise<{ productId: string; quantity: number } | null> {
  const shopId = order.shopId._id;
  const catalogue = new CatalogueRepository(db);
  const { mode, productId } = item.replacement;
  if (mode === 'none' || !item.productId) return null;
  if (mode === 'specific') {
    const named = productId ? await catalogue.findProduct(productId) : null;
    return canBring(named, shopId, item.quantity) && named.id !== item.productId
      ? { productId: named.id, quantity: item.quantity }
      : null;
  }
  const original = await catalogue.findProduct(item.productId);
  if (!original) return null;
  const match = bestMatch(item, await sameCategory(db, shopId, original.category), {
    shopId,
    orderProductIds: new Set(order.items.flatMap((i) => (i.productId ? [i.productId] : []))),
  });
  return match ? { productId: match.id, quantity: item.quantity } : null;
}

/**
 * The planned revision with each not-available item replaced as its customer asked ("This instead": the
 * named product; "Best match": `bestMatch` in the item's category; "Don't replace": nothing), each for the
 * ordered quantity and only when the shelf has that many. The server prices them and moves the stock.
 */
export async function withReplacements(
  db: DbOrTx,
  order: Order,
  revision: readonly RevisionInput[],
): Promise<RevisionInput[]> {
  const byId = new Map(order.items.map((i) => [i.itemId, i]));
  return Promise.all(
    revision.map(async (line) => {
      const item = byId.get(line.itemId);
      if (line.isAvailable || !item) return line;
      const replacement = await replacementFor(db, order, item);
      return replacement ? { ...line, replacement } : line;
    }),
  );
}
