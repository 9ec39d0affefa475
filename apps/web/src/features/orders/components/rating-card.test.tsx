import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { orderFixture } from '../test/order-fixture';
import { renderScreen } from '../test/render';
import { RatingCard } from './rating-card';

/** The rating through the real API client against a local HTTP server standing in for the API. */
let server: Server;
let posted: unknown[] = [];
const delivered = orderFixture({
  status: 'delivered',
  personalShopperId: { _id: 'sh1', name: 'Ravi Kumar', phone: '+91 90000 00001' },
  deliveryPerson: { _id: 'd1', name: 'Vikram Singh', phone: '+91 98765 00009' },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const rating = JSON.parse(body);
      posted.push(rating);
      res.writeHead(201, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      const order = { ...delivered, rating: { ...rating, createdAt: '2026-01-10T11:00:00.000Z' } };
      res.end(JSON.stringify({ success: true, data: { order } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApiClient({ baseUrl: `http://127.0.0.1:${port}/api`, retryDelayMs: 0 });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  posted = [];
});

const stars = (group: string, n: number) =>
  userEvent.click(
    within(screen.getByRole('group', { name: group })).getByRole('radio', { name: `${n} stars` }),
  );

// Many taps: a loaded machine needs more than the default 5 s (not a speed check).
describe('rating the delivery person (issue 47)', { timeout: 30_000 }, () => {
  it('asks for the delivery person too, and sends their stars with the shop and the shopper', async () => {
    renderScreen(<RatingCard order={delivered} />);
    await stars('Fresh Mart', 4);
    await stars('Shopper Ravi', 5);
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Choose stars for the shop, the shopper and the delivery partner.',
    );
    expect(posted).toEqual([]);
    await stars('Delivery partner Vikram', 3);
    await userEvent.click(screen.getByRole('button', { name: 'Send rating' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted).toEqual([{ shopRating: 4, shopperRating: 5, riderRating: 3, comment: '' }]);
  });

  it('shows the delivery stars given', () => {
    renderScreen(
      <RatingCard
        order={{
          ...delivered,
          rating: {
            shopRating: 4,
            shopperRating: 5,
            riderRating: 3,
            comment: '',
            createdAt: '2026-01-10T11:00Z',
          },
        }}
      />,
    );
    expect(screen.getByRole('region', { name: 'Thank you for your rating' })).toHaveTextContent(
      'Delivery: ★★★☆☆3 of 5 stars',
    );
  });

  it('asks only for the shop and the shopper when the shopper delivered', () => {
    renderScreen(<RatingCard order={{ ...delivered, deliveryPerson: null }} />);
    expect(screen.queryByRole('group', { name: /Delivery partner/ })).toBeNull();
  });
});
