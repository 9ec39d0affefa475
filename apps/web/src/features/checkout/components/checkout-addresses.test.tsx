import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { useCartStore } from '../../../lib/cart-store';
import type { SavedAddress } from '../../../lib/saved-addresses';
import { json, startLocalApi } from '../../../test/local-api';
import { CheckoutPage } from './checkout-page';

/** Saved addresses, "save this address", the kept draft and the radius refusal, through the real client. */
const shop = { _id: 'b1c2d3e4-0000-4000-8000-000000000001', name: 'Fresh Mart', deliveryFee: 30 };
const user = {
  _id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  role: 'customer' as const,
};
const home: SavedAddress = {
  _id: 'a-home',
  label: 'Home',
  isDefault: true,
  street: 'Flat 7, Shanti Niwas, Ranade Road',
  area: 'Dadar West',
  landmark: '',
  city: 'Mumbai',
  state: 'Maharashtra',
  zipCode: '400028',
  coordinates: { lat: 19.02, lng: 72.84 },
  instructions: 'Ring twice',
  contactName: 'Asha Verma',
  contactPhone: '+91 9876501234',
};
const work: SavedAddress = {
  ...home,
  _id: 'a-work',
  label: 'Work',
  isDefault: false,
  street: '2 Nariman Point',
  zipCode: '400021',
};

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(() => api.close());

function show() {
  const router = createMemoryRouter(
    [
      { path: '/final-checkout', element: <CheckoutPage /> },
      { path: '/order-confirmation/:id', element: <p>Confirmed</p> },
      { path: '/orders/:id', element: <p>Your order</p> },
    ],
    { initialEntries: ['/final-checkout'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const street = () => screen.getByRole('textbox', { name: /House \/ flat and street/ });
/** Issue 31: a saved address is one card; "Change" opens the sheet with the others and "A new address". */
const card = () => screen.findByTestId('address-card');
async function change(to: RegExp | string) {
  await userEvent.click(within(await card()).getByRole('button', { name: 'Change' }));
  await userEvent.click(await screen.findByRole('radio', { name: to }));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  api.reset();
  api.on('GET /me/addresses', (_req, res) =>
    json(res, 200, { success: true, data: { addresses: [work, home] } }),
  );
  useAuthStore.setState({ token: 't', user });
  useCartStore.getState().clear();
  useCartStore.getState().addItem({ _id: 'p1', name: 'Rice', price: 100, shopId: shop._id }, shop, 2);
});
afterEach(() => {
  useCartStore.getState().clear();
  useAuthStore.setState({ token: null, user: null });
});

describe('checkout with saved addresses', () => {
  it('offers the saved addresses, starts from the default, and sends its coordinates', async () => {
    api.on('POST /orders', (_req, res) =>
      json(res, 201, {
        success: true,
        data: { order: { _id: 'o1', orderNumber: 'J1', total: 230, createdAt: '' } },
      }),
    );
    show();
    await waitFor(async () => expect(await card()).toHaveTextContent(home.street));
    expect(await card()).toHaveTextContent('9876501234');
    // The form stays closed for a saved address, and it is not offered for saving again.
    expect(screen.queryByRole('textbox', { name: /House \/ flat and street/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Save this address to my account' })).toBeNull();

    await change(/^Work/);
    await waitFor(async () => expect(await card()).toHaveTextContent(work.street));
    await userEvent.click(screen.getByRole('button', { name: /^Place order/ }));
    await screen.findByText('Confirmed');
    const order = api.seen.find((r) => r.path === '/orders')?.body as {
      deliveryAddress: { street: string; coordinates: unknown };
    };
    expect(order.deliveryAddress.street).toBe(work.street);
    expect(order.deliveryAddress.coordinates).toEqual(work.coordinates);
    expect(api.seen.some((r) => r.method === 'POST' && r.path === '/me/addresses')).toBe(false);
  });

  it('saves a new address on request once the order is placed', async () => {
    api.on('POST /orders', (_req, res) =>
      json(res, 201, {
        success: true,
        data: { order: { _id: 'o1', orderNumber: 'J1', total: 230, createdAt: '' } },
      }),
    );
    api.on('POST /me/addresses', (req, res) =>
      json(res, 201, {
        success: true,
        data: { address: { ...home, ...(req.body as object), _id: 'a-new' } },
      }),
    );
    show();
    await change('A new address');
    expect(street()).toHaveValue('');
    await userEvent.type(street(), '9 Hill Road');
    await userEvent.type(screen.getByRole('textbox', { name: 'PIN code' }), '400050');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this address to my account' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'as' }), 'Other');
    await userEvent.click(screen.getByRole('button', { name: /^Place order/ }));
    await screen.findByText('Confirmed');
    await waitFor(() =>
      expect(api.seen.some((r) => r.method === 'POST' && r.path === '/me/addresses')).toBe(true),
    );
    const saved = api.seen.find((r) => r.method === 'POST' && r.path === '/me/addresses')?.body;
    expect(saved).toMatchObject({
      label: 'Other',
      street: '9 Hill Road',
      zipCode: '400050',
      city: 'Mumbai',
      contactPhone: '+91 9876501234',
    });
    expect(sessionStorage.getItem('checkoutDraft')).toBeNull();
  });

  it('keeps the unfinished form across leaving and coming back (Back, reload)', async () => {
    const first = show();
    await change('A new address');
    await userEvent.type(street(), '21 Linking Road');
    first.unmount();
    show();
    expect(street()).toHaveValue('21 Linking Road');
    expect(await screen.findByRole('radio', { name: 'A new address' })).toBeChecked();
  });

  it('says clearly when the address is outside the shop delivery area', async () => {
    api.on('POST /orders', (_req, res) =>
      json(res, 422, {
        success: false,
        code: 'OUTSIDE_DELIVERY_AREA',
        message: 'This address is 12.4 km from Fresh Mart, which delivers within 5 km.',
      }),
    );
    show();
    await waitFor(async () => expect(await card()).toHaveTextContent(home.street));
    await userEvent.click(screen.getByRole('button', { name: /^Place order/ }));
    const alert = await screen.findByTestId('outside-delivery-area');
    expect(alert).toHaveTextContent('Fresh Mart does not deliver to this address');
    expect(alert).toHaveTextContent('12.4 km from Fresh Mart, which delivers within 5 km.');
    expect(screen.getByRole('link', { name: 'find a shop that delivers there' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
