import type { Notice } from '@jhola/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { json, startLocalApi } from '../../../test/local-api';
import { DISMISSED_NOTICES_KEY, useDismissedNotices } from '../lib/dismissed-notices';
import { NoticeBanner } from './notice-banner';
import { PermanentNotices } from './permanent-notices';

const notice = (id: string, over: Partial<Notice> = {}): Notice => ({
  _id: id,
  title: `Notice ${id}`,
  message: `Message ${id}`,
  type: 'info',
  priority: 'normal',
  displayType: 'one-time',
  isActive: true,
  startsAt: null,
  endsAt: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

let api: Awaited<ReturnType<typeof startLocalApi>>;
let active: Notice[] = [];

beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  api.on('GET /notices/active', (_req, res) => json(res, 200, { success: true, data: active }));
  localStorage.clear();
  sessionStorage.clear();
  useDismissedNotices.getState().reload();
  useAuthStore.setState({ token: null, user: null });
});
afterEach(cleanup);

function show(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('NoticeBanner', () => {
  it('shows each one-time notice with the icon of its type, and no permanent notice', async () => {
    const { displayType: _omitted, ...legacy } = notice('legacy', { type: 'warning' });
    active = [
      notice('e', { type: 'error' }),
      legacy as Notice, // displayType missing means one-time (PRODUCT.md §3)
      notice('s', { type: 'success' }),
      notice('i', { type: 'info' }),
      notice('p', { displayType: 'permanent' }),
    ];
    show(<NoticeBanner />);
    const items = await screen.findAllByTestId('notice');
    expect(items).toHaveLength(4);
    const icons = items.map((li) => li.querySelector('[data-notice-icon]')?.getAttribute('data-notice-icon'));
    expect(icons).toEqual(['error', 'warning', 'success', 'info']);
    expect(within(items[0]!).getByText('Error:')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Warning:')).toBeInTheDocument();
    expect(screen.queryByText('Notice p')).not.toBeInTheDocument();
  });

  it('remembers a dismissed notice under dismissedNotices, also after a fresh start', async () => {
    active = [notice('a'), notice('b')];
    show(<NoticeBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss notice: Notice a' }));
    expect(screen.queryByText('Notice a')).not.toBeInTheDocument();
    expect(screen.getByText('Notice b')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DISMISSED_NOTICES_KEY) ?? '[]')).toEqual(['a']);

    cleanup();
    useDismissedNotices.setState({ ids: [] });
    useDismissedNotices.getState().reload(); // what a page reload does: read local storage again
    show(<NoticeBanner />);
    expect(await screen.findByText('Notice b')).toBeInTheDocument();
    expect(screen.queryByText('Notice a')).not.toBeInTheDocument();
  });

  it('records a view once per notice per session, only for a signed-in customer', async () => {
    active = [notice('v1')];
    api.on('POST /notices/v1/view', (_req, res) => json(res, 500, { success: false, message: 'boom' }));
    show(<NoticeBanner />);
    await screen.findByText('Notice v1');
    expect(api.seen.some((r) => r.method === 'POST')).toBe(false);

    cleanup();
    useAuthStore.setState({ token: 't', user: { _id: 'u1', name: 'Asha', email: 'a@x.in' } as never });
    show(<NoticeBanner />);
    await screen.findByText('Notice v1');
    await waitFor(() => expect(api.seen.filter((r) => r.method === 'POST')).toHaveLength(1));
    // The failed count changed nothing on screen and the customer stays signed in.
    expect(useAuthStore.getState().token).toBe('t');

    cleanup();
    // The count is sent from the effect that runs when the notice shows: every request the page makes is
    // seen as it starts, so none can still be on its way to the server when the test looks.
    const requests = vi.spyOn(globalThis, 'fetch');
    show(<NoticeBanner />);
    await screen.findByText('Notice v1');
    expect(requests.mock.calls.map(([url]) => String(url))).not.toContainEqual(
      expect.stringContaining('/view'),
    );
    expect(api.seen.filter((r) => r.method === 'POST')).toHaveLength(1);
    requests.mockRestore();
  });

  it('shows nothing when the notices cannot be loaded', async () => {
    api.on('GET /notices/active', (_req, res) => json(res, 404, { success: false, message: 'x' }));
    show(<NoticeBanner />);
    await waitFor(() => expect(api.seen).toHaveLength(1));
    expect(screen.queryAllByTestId('notice')).toEqual([]);
  });
});

describe('PermanentNotices', () => {
  it('shows only permanent notices, without a dismiss button', async () => {
    active = [notice('p', { displayType: 'permanent', type: 'success' }), notice('o')];
    show(<PermanentNotices />);
    const item = await screen.findByTestId('permanent-notice');
    expect(item).toHaveTextContent('Notice p');
    expect(within(item).getByText('Success:')).toBeInTheDocument();
    expect(screen.queryByText('Notice o')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
