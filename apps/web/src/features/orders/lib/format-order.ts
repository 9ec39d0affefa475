import { INDIA_TIME_ZONE, type Order } from '@jhola/domain';
import { formatINR } from '../../../lib/format';

/** PRODUCT.md §9: the order number, else the last 8 characters of the id, else N/A. */
export function displayOrderNumber(order: { orderNumber?: string | null; _id?: string | null }): string {
  if (order.orderNumber?.trim()) return order.orderNumber.trim();
  if (order._id?.trim()) return order._id.trim().slice(-8);
  return 'N/A';
}

const LONG_US = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA_TIME_ZONE,
});

/** PRODUCT.md §2 Order history: long US date with hour and minute (shown in India time), "Invalid Date" if unreadable. */
export function formatOrderDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'Invalid Date';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'Invalid Date' : LONG_US.format(date);
}

const TIME_ONLY = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA_TIME_ZONE,
});
export function formatTime(value: string | Date | null | undefined): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? TIME_ONLY.format(date) : '';
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
  if (typeof address === 'string') return address.trim() || 'Address not provided';
  if (!address) return 'Address not provided';
  const parts = [address.street, address.area, address.city, address.state, address.zipCode]
    .map((part) => part?.trim())
    .filter(Boolean);
  if (parts.length > 0) return parts.join(', ');
  return address.formattedAddress?.trim() || 'Address not provided';
}

export interface ItemLine {
  key: string;
  label: string;
  amount: string;
}

/** PRODUCT.md §2: "name × quantity" with the line amount; a missing name is "Product"; no items is one custom-order line. */
export function orderItemLines(order: Pick<Order, '_id' | 'items' | 'total'>): ItemLine[] {
  if (!order.items || order.items.length === 0) {
    return [{ key: `${order._id}-custom`, label: 'Custom order', amount: formatINR(order.total ?? 0) }];
  }
  return order.items.map((item, index) => {
    const quantity = Number(item.quantity) || 0;
    const price = Number(item.price) || 0;
    return {
      key: `${item.productId || 'item'}-${index}`,
      label: `${item.name?.trim() || 'Product'} × ${quantity}`,
      amount: formatINR(price * quantity),
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
  order: Pick<Order, 'orderValue' | 'revisedOrderValue' | 'total'>,
): BreakdownRow[] {
  const value = order.revisedOrderValue ?? order.orderValue;
  const rows: BreakdownRow[] = [
    { label: 'Items', amount: formatINR(value.subtotal) },
    { label: 'Delivery Fee', amount: formatINR(value.deliveryFee) },
  ];
  if (value.taxes > 0) rows.push({ label: 'Taxes', amount: formatINR(value.taxes) });
  rows.push({ label: 'Grand Total', amount: formatINR(value.total), total: true });
  return rows;
}

/** What the order costs now: the revised total once the shopper has revised it. */
export const currentTotal = (order: Pick<Order, 'revisedOrderValue' | 'orderValue' | 'total'>): number =>
  order.revisedOrderValue?.total ?? order.total ?? order.orderValue.total;
