import { addressText, CHECKOUT_MESSAGES, INDIAN_STATES } from '@jhola/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { useCartStore } from '../../../lib/cart-store';
import { checkoutKeys } from '../api/checkout-keys';
import { CHECKOUT_ADDRESS_KEY } from '../lib/checkout-address-storage';
import { CheckoutPage } from './checkout-page';

const shop = { _id: 'b1c2d3e4-0000-4000-8000-000000000001', name: 'Fresh Mart', deliveryFee: 30 };
const user = {
  _id: 'u1',
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '9876543210',
  role: 'customer' as const,
};
const address = { street: '12 MG Road', area: '', city: 'Bengaluru', state: 'Karnataka', zipCode: '' };

function show() {
  // The acceptance estimate and the geocoder answer come from the cache here; the e2e test uses the real server.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(checkoutKeys.acceptanceTime(shop._id), {
    pendingOrdersCount: 2,
    estimatedMinutes: 11,
    estimatedTime: 'About 11 minutes',
  });
  queryClient.setQueryData(checkoutKeys.geocode(addressText(address)), {
    found: true,
    coordinates: { lat: 12.97, lng: 77.6 },
    formattedAddress: 'MG Road, Bengaluru, Karnataka, India',
    approximate: false,
  });
  const router = createMemoryRouter([{ path: '/final-checkout', element: <CheckoutPage /> }], {
    initialEntries: ['/final-checkout'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useAuthStore.setState({ token: 't', user });
  useCartStore.getState().clear();
  useCartStore.getState().addItem({ _id: 'p1', name: 'Rice', price: 100, shopId: shop._id }, shop, 2);
});
afterEach(() => {
  useCartStore.getState().clear();
  useAuthStore.setState({ token: null, user: null });
});

describe('CheckoutPage', () => {
  it('shows the customer, the acceptance estimate and the order summary', () => {
    show();
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByText('asha@example.in')).toBeInTheDocument();
    expect(screen.getByTestId('acceptance-minutes')).toHaveTextContent('11 minutes');
    expect(screen.getByText('2 orders are waiting for a shopper at this shop.')).toBeInTheDocument();
    expect(screen.getByTestId('order-total').textContent?.replace(/\s/g, '')).toBe('₹230.00');
  });

  it('offers every state and union territory and the six country codes, +91 first', () => {
    show();
    expect(screen.getByRole('combobox', { name: /State/ }).querySelectorAll('option')).toHaveLength(
      INDIAN_STATES.length + 1,
    );
    const codes = screen.getByRole('combobox', { name: 'Country code' });
    expect(codes).toHaveValue('+91');
    expect([...codes.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '+91',
      '+1',
      '+44',
      '+61',
      '+971',
      '+65',
    ]);
  });

  it('prefills name and a valid profile phone; a fake profile phone is not prefilled', () => {
    show();
    expect(screen.getByRole('textbox', { name: /Contact name/ })).toHaveValue('Asha Rao');
    expect(screen.getByRole('textbox', { name: /Contact phone/ })).toHaveValue('9876543210');
  });

  it('does not prefill 1234567890', () => {
    useAuthStore.setState({ user: { ...user, phone: '1234567890' } });
    show();
    expect(screen.getByRole('textbox', { name: /Contact phone/ })).toHaveValue('');
  });

  it('shows every validation message and keeps Confirm disabled until all is valid', async () => {
    show();
    const u = userEvent.setup();
    const confirm = screen.getByRole('button', { name: /^Place order/ });
    expect(confirm).toBeDisabled();

    await u.click(screen.getByRole('textbox', { name: /House \/ flat and street/ }));
    await u.tab();
    expect(screen.getByText(CHECKOUT_MESSAGES.addressRequired)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /House \/ flat and street/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    const pin = screen.getByRole('textbox', { name: 'PIN code' });
    await u.type(pin, '56a0');
    expect(pin).toHaveValue('560');
    await u.tab();
    expect(screen.getByText(CHECKOUT_MESSAGES.pinInvalid)).toBeInTheDocument();
    await u.type(pin, '038');
    expect(screen.queryByText(CHECKOUT_MESSAGES.pinInvalid)).toBeNull();

    const name = screen.getByRole('textbox', { name: /Contact name/ });
    await u.clear(name);
    await u.tab();
    expect(screen.getByText(CHECKOUT_MESSAGES.contactNameRequired)).toBeInTheDocument();
    await u.type(name, 'A');
    expect(screen.getByText(CHECKOUT_MESSAGES.contactNameShort)).toBeInTheDocument();
    await u.type(name, 'sha');

    const phone = screen.getByRole('textbox', { name: /Contact phone/ });
    await u.clear(phone);
    await u.tab();
    expect(screen.getByText(CHECKOUT_MESSAGES.contactPhoneRequired)).toBeInTheDocument();
    await u.type(phone, '98-76 ab');
    expect(phone).toHaveValue('9876');
    expect(screen.getByText(CHECKOUT_MESSAGES.contactPhoneInvalid)).toBeInTheDocument();
    await u.clear(phone);
    await u.type(phone, '9999999999');
    expect(screen.getByText(CHECKOUT_MESSAGES.contactPhoneFake)).toBeInTheDocument();
    await u.clear(phone);
    await u.type(phone, '5555555555');
    expect(screen.getByText(CHECKOUT_MESSAGES.contactPhoneInvalid)).toBeInTheDocument();
    // Issue 28: a pasted number with its country code keeps the number, never a cut of it.
    await u.clear(phone);
    await u.click(phone);
    await u.paste('+91 98765 43210');
    expect(phone).toHaveValue('9876543210');

    await u.type(screen.getByRole('textbox', { name: /House \/ flat and street/ }), address.street);
    await u.type(screen.getByRole('textbox', { name: /City/ }), address.city);
    expect(confirm).toBeDisabled();
    await u.selectOptions(screen.getByRole('combobox', { name: /State/ }), 'Karnataka');
    await u.clear(pin);
    expect(screen.queryByText(CHECKOUT_MESSAGES.addressRequired)).toBeNull();
    expect(confirm).toBeEnabled();
    expect(
      await screen.findByText('Location found: MG Road, Bengaluru, Karnataka, India'),
    ).toBeInTheDocument();
  });

  it('starts from the address remembered under checkoutAddress', () => {
    localStorage.setItem(
      CHECKOUT_ADDRESS_KEY,
      JSON.stringify({
        street: '4 Park St',
        city: 'Kolkata',
        state: 'west bengal',
        zipCode: '700016',
        contactPhone: 42,
      }),
    );
    show();
    expect(screen.getByRole('textbox', { name: /House \/ flat and street/ })).toHaveValue('4 Park St');
    expect(screen.getByRole('combobox', { name: /State/ })).toHaveValue('West Bengal');
    expect(screen.getByRole('textbox', { name: 'PIN code' })).toHaveValue('700016');
    // A stored value that is not text is ignored: the profile phone is used.
    expect(screen.getByRole('textbox', { name: /Contact phone/ })).toHaveValue('9876543210');
  });
});
