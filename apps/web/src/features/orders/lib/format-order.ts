import { INDIA_TIME_ZONE, isUnpriced, type Order } from '@jhola/domain';
import { currentFormat, type Language, useLanguageStore } from '@jhola/ui';
import { tOrders } from '../i18n';
import { orderFeeLines } from './fee-lines';

/** PRODUCT.md §9: the order number, else the last 8 characters of the id, else N/A. */
export function displayOrderNumber(order: { orderNumber?: string | null; _id?: string | null }): string {
  if (order.orderNumber?.trim()) return order.orderNumber.trim();
  if (order._id?.trim()) return order._id.trim().slice(-8);
  return tOrders('orders.notAvailableNumber');
}

/**
 * PRODUCT.md §2 spells order dates the US way ("January 10, 2026 at 3:00 PM"), so English keeps en-US
 * here rather than the app's en-IN; Hindi reads them the Indian way.
 */
const DATE_LOCALES: Record<Language, string> = { en: 'en-US', hi: 'hi-IN' };
const LONG: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA_TIME_ZONE,
};
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit', timeZone: INDIA_TIME_ZONE };
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(kind: 'long' | 'time'): Intl.DateTimeFormat {
  const locale = DATE_LOCALES[useLanguageStore.getState().language];
  const key = `${kind}|${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, kind === 'long' ? LONG : TIME);
    formats.set(key, format);
  }
  return format;
}

/** PRODUCT.md §2 Order history: long date with hour and minute (shown in India time), "Invalid Date" if unreadable. */
export function formatOrderDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return tOrders('orders.invalidDate');
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? tOrders('orders.invalidDate') : dateFormat('long').format(date);
}

/** Hour and minute in India time, in the language on screen ("3:00 PM"); empty when unreadable. */
export function formatTime(value: string | Date | null | undefined): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? dateFormat('time').format(date) : '';
}

type AddressLike = {
  street?: string | null;
  area?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
  formattedAddress?: string | null;
};

/** PRODUCT.md §2 Order history: a text address as is, else street, (area,) city, state, PIN joined by commas. */
export function formatAddress(address: string | AddressLike | null | undefined): string {
  const none = () => tOrders('orders.addressNotProvided');
  if (typeof address === 'string') return address.trim() || none();
  if (!address) return none();
  const parts = [address.street, address.area, address.city, address.state, address.zipCode]
    .map((part) => part?.trim())
    .filter(Boolean);
  if (parts.length > 0) return parts.join(', ');
  return address.formattedAddress?.trim() || none();
}

export interface ItemLine {
  key: string;
  label: string;
  amount: string;
}

/** PRODUCT.md §2: "name × quantity" with the line amount; a missing name is "Product"; no items is one custom-order line. */
export function orderItemLines(order: Pick<Order, '_id' | 'items' | 'total'>): ItemLine[] {
  const { money } = currentFormat();
  if (!order.items || order.items.length === 0) {
    return [
      { key: `${order._id}-custom`, label: tOrders('orders.customOrder'), amount: money(order.total ?? 0) },
    ];
  }
  return order.items.map((item, index) => {
    const quantity = Number(item.quantity) || 0;
    const price = Number(item.price) || 0;
    return {
      key: `${item.itemId || item.productId || 'item'}-${index}`,
      label: `${item.name?.trim() || tOrders('orders.product')} × ${quantity}`,
      // Issue 29: a named item has no price until the shopper gives one.
      amount: isUnpriced(item) ? tOrders('orders.pricedByShopper') : money(price * quantity),
    };
  });
}

export interface BreakdownRow {
  label: string;
  amount: string;
  total?: boolean;
}

/** PRODUCT.md §2: Items, Delivery Fee, Taxes (only above 0), Grand Total; a revision, once made, is what is owed. */
export function orderBreakdown(
  order: Pick<Order, 'orderValue' | 'revisedOrderValue' | 'total' | 'fees'>,
): BreakdownRow[] {
  const value = order.revisedOrderValue ?? order.orderValue;
  const { money } = currentFormat();
  const rows: BreakdownRow[] = [
    { label: tOrders('orders.breakdown.items'), amount: money(value.subtotal) },
    // Issue 45: each fee the order was placed with (fixed then; a revision does not re-price them).
    ...orderFeeLines({ fees: order.fees, deliveryFee: value.deliveryFee }).map((fee) => ({
      label: fee.label,
      amount: money(fee.amount),
    })),
  ];
  if (value.taxes > 0) rows.push({ label: tOrders('orders.breakdown.taxes'), amount: money(value.taxes) });
  rows.push({ label: tOrders('orders.breakdown.grandTotal'), amount: money(value.total), total: true });
  return rows;
}

/** What the order costs now: the revised total once the shopper has revised it. */
export const currentTotal = (order: Pick<Order, 'revisedOrderValue' | 'orderValue' | 'total'>): number =>
  order.revisedOrderValue?.total ?? order.total ?? order.orderValue.total;
