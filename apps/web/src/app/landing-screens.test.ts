// @vitest-environment node
/**
 * Every read the page starts early for a landing screen (landing-screens.ts) is a request the app
 * itself makes when it lands there, to the character: otherwise the app would never take it and the
 * early read would be a wasted request. Checked against a real local HTTP server.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getOrder } from '../features/orders/api/get-order';
import { configureApiClient } from '../lib/api-client';
import { useAuthStore } from '../lib/auth-store';
import { CART_STORAGE_KEY } from '../lib/cart-store';
import { customerConversation } from '../lib/conversation';
import { PLACE_STORAGE_KEY } from '../lib/place-store';
import { getSavedAddresses } from '../lib/saved-addresses';
import { CART_KEY, LANDING_SCREENS, PLACE_KEY } from './landing-screens';
import { queryClient } from './query-client';
import { prefetchRoute } from './route-prefetch';

let server: Server;
const asked = new Set<string>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    url.searchParams.delete('_t');
    asked.add(url.pathname + url.search);
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ success: true, data: null }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api` });
  useAuthStore.setState({ token: 'tok-1', user: null });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const ID = '3f1c1f8e-8a51-4c1e-9d4e-1b2c3d4e5f60';

/** What the app asks for when it lands on `pathname`: its route prefetches, and the screen's own reads. */
async function appReadsOn(pathname: string): Promise<Set<string>> {
  asked.clear();
  // Each landing is a fresh page: nothing asked by an earlier one is in the cache.
  queryClient.clear();
  prefetchRoute({ pathname, search: '' });
  // What screens ask from their own queries (no route prefetch): the same functions they call.
  if (pathname === `/orders/${ID}`)
    await Promise.allSettled([getOrder(ID), customerConversation.getMessages(ID)]);
  // Checkout's delivery address chooser.
  if (pathname === '/final-checkout') await getSavedAddresses();
  // Every read the landing started has been answered, so the server has seen it (however busy the machine).
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0), { timeout: 10_000 });
  return new Set(asked);
}

describe('landing screens', () => {
  it('reads the chosen place and the cart where their stores keep them', () => {
    expect(PLACE_KEY).toBe(PLACE_STORAGE_KEY);
    expect(CART_KEY).toBe(CART_STORAGE_KEY);
  });

  const screens = LANDING_SCREENS.filter((s) => s.reads?.length);
  it.each(screens.map((s) => [s.path.source, s] as const))(
    '%s: every early read is one the app makes',
    async (_p, screen) => {
      const pathname = screen.path.source
        .replace(/\\\//g, '/')
        .replace(/^\^|\$$/g, '')
        .replace('([^/]+)', ID);
      expect(screen.path.test(pathname)).toBe(true);
      const reads = await appReadsOn(pathname);
      // Without a chosen place (this test's), `$place` is nothing.
      for (const read of screen.reads ?? []) {
        expect(reads).toContain(`/api${read.path.replace('$1', ID).replace('$place', '')}`);
      }
    },
  );
});
