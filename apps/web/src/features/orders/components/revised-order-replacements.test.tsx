import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, startLocalApi } from '../../../test/local-api';
import { orderKeys } from '../api/order-keys';
import { orderFixture, replacedWithFixture } from '../test/order-fixture';
import { renderScreen, testQueryClient } from '../test/render';
import { RevisedOrderPage } from './revised-order-page';

/** PRODUCT.md §12: replacements on the revision review, refused one by one, approved in one call. */
const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u202f\u00a0]/g, ' ');

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());

/** Rice (2 × 120) replaced by the shopper's pick; dal (1 × 150.50) replaced by the customer's own choice. */
function replacedOrder() {
  const order = orderFixture({ status: 'shopper_revised_order', answerDeadline: null });
  order.items[0] = {
    ...order.items[0]!,
    isAvailable: false,
    replacedWith: replacedWithFixture({ imageUrl: '/media/products/p-rice-2.svg' }),
  };
  order.items[1] = {
    ...order.items[1]!,
    isAvailable: false,
    replacement: {
      mode: 'specific',
      productId: 'p-dal-2',
      product: { _id: 'p-dal-2', name: 'Tata Toor Dal 1 kg', unit: 'pack', price: 160, imageUrl: null },
    },
    replacedWith: replacedWithFixture({
      productId: 'p-dal-2',
      name: 'Tata Toor Dal 1 kg',
      price: 160,
      quantity: 1,
      matchesPreference: true,
    }),
  };
  // The server's figures: 2 × 130 + 160 = 420, delivery 30.
  order.revisedOrderValue = { subtotal: 420, deliveryFee: 30, taxes: 0, total: 450 };
  return order;
}

function show(order: ReturnType<typeof orderFixture>) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(orderKeys.detail(order._id), order);
  return renderScreen(<RevisedOrderPage orderId={order._id} />, {
    queryClient,
    routes: [{ path: '/orders/:id', element: <p>Order page</p> }],
  });
}

describe('RevisedOrderPage with replacements', () => {
  it('shows the original crossed out, then the replacement with its picture, price and quantity', async () => {
    show(replacedOrder());
    const rice = await screen.findByRole('article', { name: 'Basmati Rice' });
    expect(rice).toHaveTextContent('Replaced');
    expect(plain(rice.querySelector('del')?.textContent)).toBe('2 × ₹120.00 = ₹240.00');
    expect(within(rice).getByText('India Gate Basmati 1 kg')).toBeInTheDocument();
    expect(plain(rice.textContent)).toContain('2 × ₹130.00 / pack');
    expect(plain(rice.textContent)).toContain('Line total ₹260.00');
    expect(rice.querySelector('img')).toHaveAttribute('src', '/media/products/p-rice-2.svg');
    expect(within(rice).getByRole('checkbox', { name: 'Refuse this replacement' })).not.toBeChecked();

    // The customer's own "This instead" needs no approval of its own.
    const dal = screen.getByRole('article', { name: 'Toor Dal' });
    expect(dal).toHaveTextContent('Your choice');
    expect(within(dal).queryByRole('checkbox')).toBeNull();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(plain(within(summary).getByText('Total amount').nextElementSibling?.textContent)).toBe('₹450.00');
  });

  it('a refused replacement reads as a removal, the totals follow, and Approve sends it', async () => {
    let approved: unknown = null;
    const order = replacedOrder();
    api.on(`POST /orders/${order._id}/approve-revision`, (req, res) => {
      approved = req.body;
      json(res, 200, { success: true, data: { order: { ...order, status: 'customer_approved_revision' } } });
    });
    const { router } = show(order);
    const rice = await screen.findByRole('article', { name: 'Basmati Rice' });
    await userEvent.click(within(rice).getByRole('checkbox', { name: 'Refuse this replacement' }));
    expect(rice).toHaveTextContent('Removed');
    expect(rice).toHaveTextContent('Removed: you pay nothing for it');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    // Only the dal replacement counts now: 160 + 30 delivery.
    expect(plain(within(summary).getByText('Total amount').nextElementSibling?.textContent)).toBe('₹190.00');
    expect(plain(within(summary).getByText('Items').nextElementSibling?.textContent)).toBe('1');
    expect(plain(screen.getByText(/Removed items:/).textContent)).toBe('Removed items: ₹240.00');
    expect(screen.getByText(/You refuse 1 replacement/)).toBeInTheDocument();

    // Changing one's mind puts it back.
    await userEvent.click(within(rice).getByRole('checkbox', { name: 'Refuse this replacement' }));
    expect(plain(within(summary).getByText('Total amount').nextElementSibling?.textContent)).toBe('₹450.00');
    await userEvent.click(within(rice).getByRole('checkbox', { name: 'Refuse this replacement' }));

    await userEvent.click(screen.getByRole('button', { name: 'Approve Changes' }));
    await screen.findByText('Order page');
    expect(approved).toEqual({ refusedReplacements: ['p1'] });
    expect(router.state.location.pathname).toBe(`/orders/${order._id}`);
  });

  it('approving with nothing refused sends an empty list', async () => {
    let approved: unknown = null;
    const order = replacedOrder();
    api.on(`POST /orders/${order._id}/approve-revision`, (req, res) => {
      approved = req.body;
      json(res, 200, { success: true, data: { order } });
    });
    show(order);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve Changes' }));
    await screen.findByText('Order page');
    expect(approved).toEqual({ refusedReplacements: [] });
  });
});
