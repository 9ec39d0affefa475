import type { Order } from '@jhola/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { item, order } from '../../../test/fixtures';
import { serveBy } from '../../../test/local-api';
import { renderWithApp } from '../../../test/render';
import { OrderDetail } from './order-detail';

afterEach(() => vi.unstubAllGlobals());

/**
 * Issue 47: a milk replaced by a dearer one, after the customer approved the revision: the item holds 0 of
 * the ₹50 milk and the ₹62 one brought instead. 2 × 62 + 3 × 100 = 424, with ₹20 delivery: ₹444.
 */
const replacedMilk = {
  ...item('milk', 'Amul Gold Milk 1 L', 0, 50),
  isAvailable: false,
  revisedQuantity: 0,
  originalQuantity: 2,
  originalPrice: 50,
  replacedWith: {
    productId: 'taaza',
    name: 'Amul Taaza 1 L',
    unit: 'pack',
    price: 62,
    quantity: 2,
    imageUrl: null,
    matchesPreference: true,
    refused: false,
  },
};
const approved = (overrides: Partial<Order> = {}) =>
  order({
    status: 'delivered',
    items: [replacedMilk, item('rice', 'Kolam Rice', 3, 100)],
    orderValue: { subtotal: 400, deliveryFee: 20, taxes: 0, total: 420 },
    revisedOrderValue: { subtotal: 424, deliveryFee: 20, taxes: 0, total: 444 },
    total: 444,
    ...overrides,
  });
const customer = { _id: 'c1', name: 'Priya Sharma', email: '', phone: '' };

function show(detailOrder: Order, who = customer) {
  serveBy(({ url }) => {
    const path = new URL(url).pathname;
    if (path === '/api/admin/orders/o1')
      return {
        status: 200,
        body: {
          success: true,
          data: { order: detailOrder, customer: who, deliveryPerson: null, inquiries: [] },
        },
      };
    return { status: 200, body: { success: true, data: { messages: [], open: true, unread: 0 } } };
  });
  renderWithApp(<OrderDetail orderId="o1" />);
}

describe("the admin's order detail", () => {
  it('shows the replacement brought instead, and lines that add up to the total', async () => {
    show(approved());
    const lines = within(await screen.findByRole('list', { name: 'Items' }));
    const milk = lines.getByRole('listitem', { name: 'Amul Gold Milk 1 L' });
    expect(milk).toHaveTextContent('Amul Gold Milk 1 L × 2 pack (not available)');
    expect(milk).toHaveTextContent('Replaced by Amul Taaza 1 L × 2 pack₹124.00');
    expect(milk).not.toHaveTextContent('× 0');
    expect(lines.getByRole('listitem', { name: 'Kolam Rice' })).toHaveTextContent(
      'Kolam Rice × 3 pack₹300.00',
    );
    const value = within(screen.getByRole('list', { name: 'Amounts' }));
    expect(value.getByText('Items').nextSibling).toHaveTextContent('₹424.00');
    expect(value.getByText('Delivery fee').nextSibling).toHaveTextContent('₹20.00');
    expect(value.getByText('Total').nextSibling).toHaveTextContent('₹444.00');
  });

  it('says a refused replacement adds nothing', async () => {
    const refused = { ...replacedMilk, replacedWith: { ...replacedMilk.replacedWith, refused: true } };
    show(approved({ items: [refused, item('rice', 'Kolam Rice', 3, 100)] }));
    const lines = within(await screen.findByRole('list', { name: 'Items' }));
    expect(lines.getByRole('listitem', { name: 'Amul Gold Milk 1 L' })).toHaveTextContent(
      'Refused by the customer: Amul Taaza 1 L × 2 pack₹0.00',
    );
  });

  it('says how the order was paid: by UPI with its reference, or cash, or not yet', async () => {
    const collectedBy = { _id: 'd1', name: 'Vikram' };
    show(
      approved({
        paymentMethod: 'upi',
        paymentStatus: 'paid',
        payment: {
          method: 'upi',
          amount: 444,
          reference: 'UTR123',
          collectedAt: '2026-11-22T11:00:00Z',
          collectedBy,
        },
      }),
    );
    expect(
      await screen.findByText('Paid ₹444.00 by UPI (reference UTR123), collected by Vikram'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/cash/i)).toBeNull();
  });

  it('says a pending order is paid at the door, in cash or UPI', async () => {
    show(approved({ status: 'out_for_delivery' }));
    expect(await screen.findByText('Payment: at the door, cash or UPI, not paid yet')).toBeInTheDocument();
  });

  it('shows the customer without empty brackets when the account has no e-mail or phone', async () => {
    show(approved());
    const line = await screen.findByText(/^Customer: Priya Sharma/);
    expect(line).not.toHaveTextContent('()');
    expect(line).toHaveTextContent('Customer: Priya Sharma');
  });

  it("shows the account's phone when it has no e-mail", async () => {
    show(approved(), { ...customer, phone: '+91 98765 00001' });
    expect(await screen.findByText(/^Customer: Priya Sharma \(\+91 98765 00001\)/)).toBeInTheDocument();
  });
});
