import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderKeys } from '../api/order-keys';
import { orderFixture } from '../test/order-fixture';
import { renderScreen, testQueryClient } from '../test/render';
import { RevisedOrderPage } from './revised-order-page';

const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');

function revisedOrder(overrides = {}) {
  const order = orderFixture({
    status: 'shopper_revised_order',
    personalShopperId: { _id: 'sh1', name: 'Ravi Kumar', phone: '+91 9000000001' },
    ...overrides,
  });
  order.items[0] = { ...order.items[0]!, isAvailable: true, revisedQuantity: 1, revisedPrice: 120 };
  order.items[1] = {
    ...order.items[1]!,
    isAvailable: false,
    revisedQuantity: 0,
    revisedPrice: 150.5,
    shopperNotes: 'Out of stock',
  };
  order.revisedOrderValue = { subtotal: 120, deliveryFee: 30, taxes: 0, total: 150 };
  return order;
}

function show(order: ReturnType<typeof orderFixture>) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(orderKeys.detail(order._id), order);
  return renderScreen(<RevisedOrderPage orderId={order._id} />, { queryClient });
}

describe('RevisedOrderPage', () => {
  it('shows the header, order information, one card per item and what the customer saves', async () => {
    show(revisedOrder());
    expect(await screen.findByRole('heading', { name: 'Order Revised by Shopper' })).toBeInTheDocument();
    expect(
      screen.getByText('Your shopper changed 2 items. Approve the changes or cancel the order.'),
    ).toBeInTheDocument();
    expect(screen.getByText('JH-240110-0042')).toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Basmati Rice' })).toHaveTextContent('Modified');
    expect(screen.getByRole('article', { name: 'Toor Dal' })).toHaveTextContent('Not available');
    expect(plain(screen.getByText(/You Save:/).textContent)).toBe('You Save: ₹270.50');
    // Issue 13: the item the shopper could not get is named as removed, not as a saving.
    expect(plain(screen.getByText(/Removed items:/).textContent)).toBe('Removed items: ₹150.50');
    expect(screen.queryByText(/Additional Amount:/)).toBeNull();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(plain(within(summary).getByText('Items').nextElementSibling?.textContent)).toBe('1');
    expect(plain(within(summary).getByText('Total amount').nextElementSibling?.textContent)).toBe('₹150.00');
    expect(screen.getByRole('button', { name: 'Approve Changes' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel Order' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'View All Orders' })).toHaveAttribute('href', '/orders');
  });

  it('shows each fee line the order was placed with, as the cart and checkout did (issue 45)', async () => {
    const order = revisedOrder({
      fees: [
        { kind: 'delivery', amount: 20 },
        { kind: 'small_cart', amount: 10 },
      ],
    });
    show(order);
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    expect(plain(within(summary).getByText('Delivery Fee').nextElementSibling?.textContent)).toBe('₹20.00');
    expect(plain(within(summary).getByText('Small Cart Fee').nextElementSibling?.textContent)).toBe('₹10.00');
    expect(within(summary).getAllByTestId('revision-fee')).toHaveLength(2);
  });

  it('says "Additional Amount:" when the revision costs more and hides the line when equal', async () => {
    const dearer = revisedOrder();
    dearer.revisedOrderValue = { subtotal: 500, deliveryFee: 30, taxes: 0, total: 530 };
    const { unmount } = show(dearer);
    expect(plain((await screen.findByText(/Additional Amount:/)).textContent)).toBe(
      'Additional Amount: ₹109.50',
    );
    unmount();
    const same = revisedOrder();
    same.revisedOrderValue = { ...same.orderValue };
    show(same);
    await screen.findByRole('heading', { name: 'Order Revised by Shopper' });
    expect(screen.queryByText(/You Save:|Additional Amount:/)).toBeNull();
  });

  it('shows only what changed in full: the unchanged items are one line that opens, the decision below them', async () => {
    const order = revisedOrder();
    order.items.push(
      ...['Sugar', 'Salt', 'Tea'].map((name, i) => ({
        ...order.items[0]!,
        productId: `u${i}`,
        name,
        price: 40,
        quantity: 1,
        isAvailable: true,
        revisedQuantity: 1,
        revisedPrice: 40,
      })),
    );
    show(order);
    expect(
      await screen.findByText('Your shopper changed 2 items. Approve the changes or cancel the order.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Basmati Rice',
      'Toor Dal',
    ]);
    const unchanged = screen.getByTestId('unchanged-items');
    expect(within(unchanged).getByText('3 items unchanged')).toBeVisible();
    expect(unchanged).not.toHaveAttribute('open');
    expect(plain(within(unchanged).getByText('Sugar').textContent)).toBe('Sugar × 1');
    const decision = screen.getByTestId('revision-decision');
    expect(plain(decision.textContent)).toContain('New total ₹150.00');
    expect(within(decision).getByRole('button', { name: 'Approve Changes' })).toBeEnabled();
    expect(within(decision).getByRole('button', { name: 'Cancel Order' })).toBeEnabled();
  });

  it('falls back to the id and "Assigned", and offers no actions once the review is over', async () => {
    show(revisedOrder({ orderNumber: '', personalShopperId: null, status: 'final_shopping' }));
    expect(await screen.findByText('7d0f6c1e-2b4a-4c8e-9f10-a1b2c3d4e5f6')).toBeInTheDocument();
    expect(screen.getByText('Assigned')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve Changes' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Finalizing Purchase');
  });
});
