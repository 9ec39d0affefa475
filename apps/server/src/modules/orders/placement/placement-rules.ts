import { type CreateOrderInput, type FieldError, isId, type ShopOpenStatus } from '@jhola/domain';
import type { ProductRow, ShopRow } from '../../../db/rows.js';
import { AppError } from '../../../http/errors.js';

export interface PricedLine {
  /** Where the line is in the request (named items, issue 29, sit between product lines). */
  index: number;
  product: ProductRow;
  quantity: number;
  notes: string;
}

/** "Fresh Mart is closed right now. It opens today at 9:00 AM." */
export function closedShopMessage(shopName: string, status: ShopOpenStatus): string {
  if (status.nextOpen) {
    const when = status.nextOpen.label.replace(/^Today\b/, 'today');
    return `${shopName} is closed right now. It opens ${when}.`;
  }
  return `${shopName} is closed right now (${status.text}). Please check the shop hours.`;
}

/**
 * Matches every requested product line to the shop's own catalogue row (items the app does not list,
 * issue 29, have none and are skipped). Unknown products and products of
 * another shop are a 422; inactive or short products a 409; each problem names the item.
 * Quantities of repeated lines of one product are added up before the stock check.
 */
export function checkItems(
  items: CreateOrderInput['items'],
  catalogue: ProductRow[],
  shop: ShopRow,
): PricedLine[] {
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const totals = new Map<string, number>();
  for (const item of items)
    if (item.productId !== undefined)
      totals.set(item.productId, (totals.get(item.productId) ?? 0) + item.quantity);

  const invalid: FieldError[] = [];
  const conflicts: FieldError[] = [];
  const lines: PricedLine[] = [];
  items.forEach((item, index) => {
    const productId = item.productId;
    if (productId === undefined) return;
    const field = `items.${index}.productId`;
    const product = isId(productId) ? byId.get(productId) : undefined;
    if (!product) {
      // The client's name is only used to say which line was refused; it is cut short and never stored.
      const name = item.name?.trim().slice(0, 80) || `Product ${productId.slice(0, 40)}`;
      invalid.push({ field, message: `${name} is not in the catalogue` });
      return;
    }
    if (product.shopId !== shop.id) {
      invalid.push({ field, message: `${product.name} is not sold by ${shop.name}` });
      return;
    }
    const wanted = totals.get(product.id) ?? item.quantity;
    if (!product.isActive) {
      conflicts.push({ field, message: `${product.name} is no longer available` });
    } else if (product.stockQuantity <= 0) {
      conflicts.push({ field, message: `${product.name} is out of stock` });
    } else if (product.stockQuantity < wanted) {
      conflicts.push({ field, message: `Only ${product.stockQuantity} of ${product.name} left in stock` });
    }
    lines.push({ index, product, quantity: item.quantity, notes: item.notes });
  });

  if (invalid.length > 0) throw new AppError('VALIDATION', invalid[0]!.message, [...invalid, ...conflicts]);
  if (conflicts.length > 0) throw new AppError('CONFLICT', dedupe(conflicts)[0]!.message, dedupe(conflicts));
  return lines;
}

/** A product ordered on two lines is reported once. */
const dedupe = (errors: FieldError[]): FieldError[] => {
  const seen = new Set<string>();
  return errors.filter((e) => !seen.has(e.message) && seen.add(e.message));
};
