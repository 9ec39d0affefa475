import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OrderMessage } from '@jhola/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '../../../lib/api-client';
import { orderFixture } from '../test/order-fixture';
import { renderScreen } from '../test/render';
import { OrderConversation } from './order-conversation';
import { PickProgress } from './pick-progress';

/** The conversation through the real API client against a local HTTP server standing in for the API. */
let server: Server;
let requests: { method: string; path: string; body: string; key: string | undefined }[] = [];
let stored: OrderMessage[] = [];
let unread = 0;

const message = (over: Partial<OrderMessage>): OrderMessage => ({
  _id: `m${stored.length + 1}`,
  orderId: 'o1',
  from: 'shopper',
  authorName: 'Ravi',
  text: '',
  imageUrl: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  readAt: null,
  ...over,
});

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      const key = req.headers['idempotency-key'];
      requests.push({ method: req.method ?? '', path, body, key: typeof key === 'string' ? key : undefined });
      const reply = (status: number, data: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
        res.end(JSON.stringify({ success: true, data }));
      };
      if (req.method === 'GET') return reply(200, { messages: stored, unread, open: true });
      if (path.endsWith('/read')) {
        unread = 0;
        return reply(200, { read: 1 });
      }
      const sent = message({ from: 'customer', authorName: 'Asha', text: JSON.parse(body).text });
      stored = [...stored, sent];
      return reply(201, { message: sent });
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
  requests = [];
  stored = [message({ text: 'Only Robusta bananas today, fine?' })];
  unread = 1;
});

describe('the order conversation', () => {
  it("shows the shopper's message, marks it read, and sends a quick reply and a typed message once each", async () => {
    const user = userEvent.setup();
    renderScreen(<OrderConversation orderId="o1" />);
    expect(await screen.findByText('Only Robusta bananas today, fine?')).toBeInTheDocument();
    await waitFor(() => expect(requests.some((r) => r.path === '/api/orders/o1/messages/read')).toBe(true));

    await user.click(screen.getByRole('button', { name: "Yes, that's fine" }));
    expect(await screen.findByText("Yes, that's fine", { selector: 'p' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Write a message'), 'Add coriander too');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Add coriander too')).toBeInTheDocument();
    expect(screen.getByLabelText('Write a message')).toHaveValue('');

    const posts = requests.filter((r) => r.method === 'POST' && r.path === '/api/orders/o1/messages');
    expect(posts.map((p) => JSON.parse(p.body).text)).toEqual(["Yes, that's fine", 'Add coriander too']);
    expect(posts.every((p) => p.key && p.key.length >= 8)).toBe(true);
  });
});

describe('the order conversation while the order is on its way (issue 47)', () => {
  it('says the delivery person reads it too', async () => {
    unread = 0;
    renderScreen(<OrderConversation orderId="o1" riderName="Vikram Singh" />);
    expect(await screen.findByText('Only Robusta bananas today, fine?')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Chat with your shopper and Vikram Singh' }),
    ).toBeInTheDocument();
  });
});

describe('the picking progress', () => {
  it('says how many items were found and shows each state', () => {
    const order = orderFixture({ status: 'shopping_in_progress' });
    const [first, second] = order.items;
    const ticked = {
      ...order,
      items: [
        {
          ...first!,
          itemId: 'i1',
          pick: { state: 'found' as const, quantity: null, price: null, pickedAt: '' },
        },
        {
          ...second!,
          itemId: 'i2',
          pick: { state: 'not_available' as const, quantity: null, price: null, pickedAt: '' },
        },
      ],
    };
    renderScreen(<PickProgress order={ticked} />);
    expect(screen.getByText('Found 1 of 2, 1 not available')).toBeInTheDocument();
    expect(screen.getByText('Not available')).toBeInTheDocument();
  });

  it('is not shown before the shopper ticks anything', () => {
    const { container } = renderScreen(
      <PickProgress order={orderFixture({ status: 'shopping_in_progress' })} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
