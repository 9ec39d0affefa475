import type { OrderItem } from '@jhola/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useCartStore } from '../../../lib/cart-store';
import { json, startLocalApi } from '../../../test/local-api';
import { orderFixture } from '../test/order-fixture';
import { OrderAgainButton } from './order-again-button';

/** Issue 29: "Order again" asks the shopper again for the items the app does not list. */
let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(async () => api.close());
afterEach(() => useCartStore.getState().clear());

describe('OrderAgainButton with a named item', () => {
  it('puts the listed products and the named item back in the cart', async () => {
    const base = orderFixture({ status: 'delivered' });
    const shop = { _id: base.shopId._id, name: base.shopId.name, deliveryFee: 30 };
    const named: OrderItem = {
      ...base.items[0]!,
      productId: null,
      isCustom: true,
      name: 'Marigold flowers',
      price: 25.5,
      quantity: 2,
      notes: 'Yellow',
    };
    const order = { ...base, items: [base.items[0]!, named] };
    const product = {
      _id: base.items[0]!.productId,
      name: base.items[0]!.name,
      price: base.items[0]!.price,
      inStock: true,
      stockQuantity: 50,
      shopId: shop._id,
    };
    api.on(`GET /shops/${shop._id}`, (_req, res) => json(res, 200, { success: true, data: { shop } }));
    api.on(`GET /products/shop/${shop._id}`, (_req, res) =>
      json(res, 200, { success: true, data: { products: [product] } }),
    );
    render(
      <MemoryRouter>
        <OrderAgainButton order={order} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Order again' }));
    expect(
      await screen.findByText(
        '1 item you asked your shopper for is in the cart again: your shopper will price it',
      ),
    ).toBeInTheDocument();
    const cart = useCartStore.getState();
    expect(cart.items.map((i) => i.name)).toEqual([base.items[0]!.name]);
    expect(cart.customItems).toEqual([
      expect.objectContaining({ customName: 'Marigold flowers', quantity: 2, notes: 'Yellow' }),
    ]);
  });
});
