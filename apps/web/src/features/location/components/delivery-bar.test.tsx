import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { usePlaceStore } from '../../../lib/place-store';
import { json, startLocalApi } from '../../../test/local-api';
import { DeliveryBar } from './delivery-bar';

/** "Delivering to": typed area / PIN, saved address, phone location, through the real client. */
const mumbai = {
  label: 'Dadar West, Mumbai',
  lat: 19.0176,
  lng: 72.8431,
  pin: '400028',
  city: 'Mumbai',
  state: 'Maharashtra',
};

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(() => api.close());

function show(openWhenUnset = true) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DeliveryBar openWhenUnset={openWhenUnset} />
    </QueryClientProvider>,
  );
}
const bar = () => screen.getByTestId('delivery-bar');
const box = () => screen.getByRole('textbox', { name: 'Area, city or 6-digit PIN code' });

beforeEach(() => {
  api.reset();
  usePlaceStore.getState().clearPlace();
  useAuthStore.setState({ token: null, user: null });
  api.on('GET /places/lookup', (_req, res) => json(res, 200, { success: true, data: { place: mumbai } }));
});
afterEach(() => vi.unstubAllGlobals());

describe('DeliveryBar', () => {
  it('opens by itself until a place is chosen; a PIN typed in becomes the place', async () => {
    show();
    expect(bar()).toHaveAttribute('aria-expanded', 'true');
    expect(bar()).toHaveTextContent('Choose your location');
    await userEvent.type(box(), '400028{Enter}');
    await waitFor(() => expect(bar()).toHaveTextContent('Delivering toDadar West, Mumbai'));
    expect(bar()).toHaveAttribute('aria-expanded', 'false');
    expect(usePlaceStore.getState().place).toMatchObject({ ...mumbai, source: 'typed' });
  });

  it('refuses a PIN that is not 6 digits or starts with 0, without asking the server', async () => {
    show();
    await userEvent.type(box(), '012345{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('A PIN code has 6 digits and does not start with 0.');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(api.seen).toHaveLength(0);
    expect(usePlaceStore.getState().place).toBeNull();
  });

  it('says so when the place is unknown', async () => {
    api.on('GET /places/lookup', (_req, res) => json(res, 404, { success: false, message: 'Not found' }));
    show();
    await userEvent.type(box(), 'Atlantis{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find "Atlantis".');
  });

  it('offers the saved addresses of a signed-in customer', async () => {
    useAuthStore.setState({ token: 't' });
    api.on('GET /me/addresses', (_req, res) =>
      json(res, 200, {
        success: true,
        data: {
          addresses: [
            {
              _id: 'a1',
              label: 'Work',
              isDefault: true,
              street: '2 Nariman Point',
              area: '',
              landmark: '',
              city: 'Mumbai',
              state: 'Maharashtra',
              zipCode: '400021',
              coordinates: { lat: 18.92, lng: 72.82 },
              instructions: '',
              contactName: 'A',
              contactPhone: '+91 9876501234',
            },
          ],
        },
      }),
    );
    show();
    await screen.findByText(/Nariman/);
    await userEvent.click(screen.getByRole('button', { name: /^Work/ }));
    expect(usePlaceStore.getState().place).toMatchObject({
      lat: 18.92,
      lng: 72.82,
      source: 'address',
      addressId: 'a1',
    });
    expect(bar()).toHaveTextContent('Work: 2 Nariman Point, Mumbai');
  });

  it('uses the phone location only when asked, and explains a refusal', async () => {
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    show();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Location permission was denied.');

    getCurrentPosition.mockImplementation((ok: PositionCallback) =>
      ok({ coords: { latitude: 12.97, longitude: 77.59 } } as GeolocationPosition),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use my current location' }));
    await waitFor(() =>
      expect(usePlaceStore.getState().place).toMatchObject({ lat: 12.97, lng: 77.59, source: 'device' }),
    );
  });
});
