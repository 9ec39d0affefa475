import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { publicConfigQueryOptions } from '../../../lib/public-config';
import { orderFixture } from '../test/order-fixture';
import { renderScreen, testQueryClient } from '../test/render';
import { WhereIsMyOrder } from './where-is-my-order';

const order = orderFixture({
  status: 'out_for_delivery',
  shopId: {
    _id: 's1',
    name: 'Fresh Mart',
    inquiryAvailableTime: 15,
    phone: null,
    coordinates: { lat: 12.9719, lng: 77.6412 },
  },
  deliveryPerson: { _id: 'd1', name: 'Dev Kumar', phone: '9898989898' },
  deliveryBoyLocation: { lat: 12.975, lng: 77.64, updatedAt: '2026-01-10T10:30:00.000Z' },
});
const withHome = {
  ...order,
  deliveryAddress: { ...order.deliveryAddress, coordinates: { lat: 12.978, lng: 77.6408 } },
};

function show(o: typeof order, mapTiles: { url: string; attribution: string } | null) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(publicConfigQueryOptions().queryKey, {
    googleClientId: null,
    supportEmail: 's@x',
    version: '1',
    mapTiles,
  });
  return renderScreen(<WhereIsMyOrder order={o} />, { queryClient });
}

describe('WhereIsMyOrder', () => {
  it('without tiles: the route picture to scale, and distance and minutes left in words', async () => {
    show(withHome, null);
    expect(await screen.findByTestId('route-picture')).toBeInTheDocument();
    expect(screen.queryByTestId('live-map')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(/^Dev is 3[0-9]0 m away, about 4 min\./);
  });

  it('without the customer’s position it says how far from the shop the rider is', async () => {
    show(order, null);
    expect(await screen.findByRole('status')).toHaveTextContent(/^Dev is 3[0-9]0 m from the shop\./);
  });

  it('with tiles configured: the map, loaded on demand', async () => {
    show(withHome, { url: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Tiles' });
    expect(await screen.findByTestId('live-map')).toBeInTheDocument();
    expect(screen.queryByTestId('route-picture')).toBeNull();
  });
});
