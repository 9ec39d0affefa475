/**
 * Issue 29, point 2: items the app does not list. The customer names something the shop keeps but the
 * catalogue lacks (flowers, a local brand); the shopper prices it on the shelf in a revision, and it
 * counts apart from the subtotal until the customer has approved that price.
 */
export const MAX_CUSTOM_ITEMS = 10;
export const CUSTOM_NAME_MIN = 2;
export const CUSTOM_NAME_MAX = 80;

export const CUSTOM_ITEM_MESSAGES = {
  nameShort: 'Name the item in at least 2 characters',
  nameLong: 'Name the item in at most 80 characters',
  productOrName: 'Choose a product or name the item',
  notBoth: 'An item is either a product or a named item, not both',
  tooMany: 'At most 10 items the app does not list in one order',
  noReplacement: 'An item the app does not list cannot be replaced: mark it not available only',
  unpriced:
    'Price {items} in a revision (or mark not available) and wait for the customer’s approval before the bill',
  mustPrice: 'Price {item} or mark it not available',
} as const;

/** What the rules need of an item: whether the customer named it, and its price (null until priced). */
export interface CustomizableItem {
  isCustom?: boolean | null | undefined;
  price: number | null;
}

export const isCustomItem = (item: { isCustom?: boolean | null | undefined }): boolean =>
  item.isCustom === true;

/** A named item the shopper has not priced yet (or whose price the customer has not approved). */
export const isUnpriced = (item: CustomizableItem): boolean => isCustomItem(item) && item.price === null;

export const unpricedItems = <I extends CustomizableItem>(items: readonly I[]): I[] =>
  items.filter(isUnpriced);

/** The named item in the customer's cart (it has no product, so its name is its identity there). */
export interface CartCustomItem {
  /** Local id in the cart (the customer may name two things alike). */
  id: string;
  customName: string;
  quantity: number;
  notes: string;
}

/** The checks the cart and the server share: the name's length, after trimming. */
export function customNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length < CUSTOM_NAME_MIN) return CUSTOM_ITEM_MESSAGES.nameShort;
  if (trimmed.length > CUSTOM_NAME_MAX) return CUSTOM_ITEM_MESSAGES.nameLong;
  return null;
}

/**
 * The steps towards the bill that an unpriced named item blocks. Finishing the shopping is blocked too:
 * the revision that prices an item is only possible while shopping, so a shopper who finished first
 * would be left with an order that can neither be revised nor billed.
 */
const BILL_GATED_ACTIONS: readonly string[] = ['final_shopping', 'upload_bill'];
export const blockedWhileUnpriced = (action: string): boolean => BILL_GATED_ACTIONS.includes(action);
