import type { Notice } from '@jhola/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useRealtime } from '../../../lib/socket';
import { json, startLocalApi } from '../../../test/local-api';
import { NoticeBanner } from '../components/notice-banner';
import { useDismissedNotices } from '../lib/dismissed-notices';
import { useLiveNotices } from './use-live-notices';

const late: Notice = {
  _id: 'late',
  title: 'Rain delay',
  message: 'Deliveries may take 20 minutes longer.',
  type: 'warning',
  priority: 'high',
  displayType: 'one-time',
  isActive: true,
  startsAt: null,
  endsAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

let api: Awaited<ReturnType<typeof startLocalApi>>;
let active: Notice[] = [];
let asked = 0;

beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  asked = 0;
  active = [];
  api.on('GET /notices/active', (_req, res) => {
    asked += 1;
    json(res, 200, { success: true, data: active });
  });
  localStorage.clear();
  useDismissedNotices.getState().reload();
  useRealtime.setState({ status: 'disconnected' });
});
afterEach(cleanup);

function LiveBanner() {
  useLiveNotices();
  return <NoticeBanner />;
}

describe('useLiveNotices', () => {
  it('asks for the list again when the first connection is made: a notice published before it is shown', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <LiveBanner />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(asked).toBe(1));
    // Published after the page's fetch, before the socket joined the notices room: never sent to it.
    active = [late];
    act(() => useRealtime.setState({ status: 'connected' }));
    expect(await screen.findByText('Rain delay')).toBeInTheDocument();
    expect(asked).toBe(2);
  });
});
