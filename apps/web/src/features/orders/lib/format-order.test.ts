import { describe, expect, it } from 'vitest';
import { orderFixture } from '../test/order-fixture';
import {
  currentTotal,
  displayOrderNumber,
  formatAddress,
  formatOrderDate,
  orderBreakdown,
  orderItemLines,
} from './format-order';

// Intl inserts narrow no-break spaces in times and rupee amounts; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

describe('displayOrderNumber', () => {
  it('uses the order number, else the last 8 characters of the id, else N/A', () => {
    expect(displayOrderNumber({ orderNumber: 'JH-1', _id: 'abcdef0123456789' })).toBe('JH-1');
    expect(displayOrderNumber({ orderNumber: '', _id: 'abcdef0123456789' })).toBe('23456789');
    expect(displayOrderNumber({ orderNumber: '  ', _id: null })).toBe('N/A');
    expect(displayOrderNumber({})).toBe('N/A');
  });
});

describe('formatOrderDate', () => {
  it('is the long US date with hour and minute, in India time', () => {
    expect(plain(formatOrderDate('2026-01-10T09:30:00.000Z'))).toBe('January 10, 2026 at 3:00 PM');
    expect(plain(formatOrderDate('2026-12-31T20:05:00.000Z'))).toBe('January 1, 2027 at 1:35 AM');
  });
  it('says Invalid Date for anything unreadable', () => {
    for (const bad of ['', 'yesterday', null, undefined, 'NaN'])
      expect(formatOrderDate(bad)).toBe('Invalid Date');
  });
});

describe('formatAddress', () => {
  it('shows a text address as it is', () => {
    expect(formatAddress('Flat 4, Lake View, Pune')).toBe('Flat 4, Lake View, Pune');
  });
  it('joins street, area, city, state and PIN with commas, skipping blanks', () => {
    expect(formatAddress(orderFixture().deliveryAddress)).toBe(
      '12 MG Road, Indiranagar, Bengaluru, Karnataka, 560038',
    );
    expect(formatAddress({ street: '5 Park St', city: 'Kolkata', state: 'West Bengal', zipCode: '' })).toBe(
      '5 Park St, Kolkata, West Bengal',
    );
  });
  it('falls back to the formatted address, then to "Address not provided"', () => {
    expect(formatAddress({ street: '', city: '', formattedAddress: 'Near Gate 2, Chennai' })).toBe(
      'Near Gate 2, Chennai',
    );
    expect(formatAddress({ street: ' ', city: '' })).toBe('Address not provided');
    expect(formatAddress('')).toBe('Address not provided');
    expect(formatAddress(null)).toBe('Address not provided');
  });
});

describe('orderItemLines', () => {
  it('shows name × quantity with the line amount', () => {
    const lines = orderItemLines(orderFixture());
    expect(lines.map((l) => [l.label, plain(l.amount)])).toEqual([
      ['Basmati Rice × 2', '₹240.00'],
      ['Toor Dal × 1', '₹150.50'],
    ]);
  });
  it('names an unnamed item "Product"', () => {
    const order = orderFixture();
    order.items[0]!.name = '';
    expect(orderItemLines(order)[0]!.label).toBe('Product × 2');
  });
  it('shows one custom-order line for an order without items', () => {
    const lines = orderItemLines(orderFixture({ items: [], total: 99 }));
    expect(lines).toHaveLength(1);
    expect(lines[0]!.label).toBe('Custom order');
    expect(plain(lines[0]!.amount)).toBe('₹99.00');
  });
});

describe('orderBreakdown', () => {
  it('lists Items, Delivery Fee and Grand Total, Taxes only above 0', () => {
    expect(orderBreakdown(orderFixture()).map((r) => r.label)).toEqual([
      'Items',
      'Delivery Fee',
      'Grand Total',
    ]);
    const taxed = orderFixture({ orderValue: { subtotal: 100, deliveryFee: 30, taxes: 5, total: 135 } });
    const rows = orderBreakdown(taxed);
    expect(rows.map((r) => [r.label, plain(r.amount)])).toEqual([
      ['Items', '₹100.00'],
      ['Delivery Fee', '₹30.00'],
      ['Taxes', '₹5.00'],
      ['Grand Total', '₹135.00'],
    ]);
  });
  it('uses the revised values once the order was revised', () => {
    const order = orderFixture({
      revisedOrderValue: { subtotal: 240, deliveryFee: 30, taxes: 0, total: 270 },
    });
    expect(plain(orderBreakdown(order).at(-1)!.amount)).toBe('₹270.00');
    expect(currentTotal(order)).toBe(270);
  });
});
