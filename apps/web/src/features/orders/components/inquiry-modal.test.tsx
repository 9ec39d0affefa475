import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { InquiryHistoryResponse } from '@jhola/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient, MAX_RETRIES } from '../../../lib/api-client';
import { orderFixture } from '../test/order-fixture';
import { renderScreen } from '../test/render';
import { InquiryModal } from './inquiry-modal';

/**
 * The modal reads the previous inquiries through the real API client from a local HTTP server standing
 * in for the API (answers chosen per test), so loading, empty, error and retry are the real paths.
 */
type Answer = { status: number; body: unknown } | null;
let server: Server;
let answers: Answer[] = [];
let requests: string[] = [];
const pending: ServerResponse[] = [];

const order = orderFixture({
  status: 'shopping_in_progress',
  createdAt: new Date(Date.now() - 60 * 60_000).toISOString(),
  personalShopperId: { _id: 'u1', name: 'Ravi', phone: '9898989898' },
});
const history = (inquiries: InquiryHistoryResponse['inquiries']): Answer => ({
  status: 200,
  body: {
    success: true,
    data: { inquiries, availability: { available: true, minutesLeft: 0 }, shopper: null },
  },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(`${req.method} ${new URL(req.url ?? '/', 'http://x').pathname}`);
    const answer = answers.shift();
    if (!answer) {
      pending.push(res); // Never answered: the loading state stays.
      return;
    }
    res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApiClient({ baseUrl: `http://127.0.0.1:${port}/api`, retryDelayMs: 0 });
});
afterAll(async () => {
  for (const res of pending.splice(0)) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  answers = [];
  requests = [];
});

const open = () => renderScreen(<InquiryModal order={order} onClose={() => {}} />);
const section = () => screen.getByRole('region', { name: 'Previous inquiries' });

describe('InquiryModal previous inquiries', () => {
  it('shows the inquiries recorded earlier as soon as it opens, newest first', async () => {
    answers = [
      history([
        { _id: 'i2', method: 'whatsapp', createdAt: '2026-01-10T10:05:00.000Z' },
        { _id: 'i1', method: 'call', createdAt: '2026-01-10T10:01:00.000Z' },
      ]),
    ];
    open();
    expect(within(section()).getByRole('status')).toHaveTextContent('Loading previous inquiries...');
    const items = await within(section()).findAllByRole('listitem');
    expect(items.map((li) => li.textContent?.split(' · ')[0])).toEqual(['WhatsApp', 'Call']);
    expect(requests).toEqual([`GET /api/orders/${order._id}/inquiries`]);
  });

  it('says so when there are none', async () => {
    answers = [history([])];
    open();
    expect(await within(section()).findByText('No previous inquiries.')).toBeInTheDocument();
  });

  it('shows an error with Try Again when they cannot be loaded, and loads them on retry', async () => {
    const failure = { status: 500, body: { success: false, message: 'boom' } };
    // The client retries a failed read MAX_RETRIES times before giving up.
    answers = [
      ...Array.from({ length: MAX_RETRIES + 1 }, () => failure),
      history([{ _id: 'i1', method: 'call', createdAt: '2026-01-10T10:01:00.000Z' }]),
    ];
    open();
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your previous inquiries.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await within(section()).findByRole('listitem')).toHaveTextContent(/^Call · /);
  });
});
