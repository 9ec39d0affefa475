import {
  type DehydratedState,
  dehydrate,
  hydrate,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import { orderKeys } from '../features/orders/api/order-keys';
import { useAuthStore } from '../lib/auth-store';
import { onForgetCustomer } from '../lib/forget-customer';

/**
 * Issue 19: the customer's orders as last seen, kept in this browser per customer so the app opened without a
 * network still shows them (read-only, with when they were last updated: each query keeps its
 * `dataUpdatedAt`). Only the order list and order details are kept: no bill photo, no inquiries. Logout
 * clears local storage (lib/forget-customer.ts), and with it this copy.
 */
const KEY_PREFIX = 'offlineOrders:';
const WRITE_DELAY_MS = 500;

const isKept = (query: Query): boolean => {
  const [area, kind] = query.queryKey;
  return (
    area === orderKeys.all[0] &&
    (kind === 'customer' || kind === 'detail') &&
    query.state.status === 'success'
  );
};

const storageKey = (userId: string) => `${KEY_PREFIX}${userId}`;

function read(userId: string): DehydratedState | null {
  try {
    const text = localStorage.getItem(storageKey(userId));
    return text ? (JSON.parse(text) as DehydratedState) : null;
  } catch {
    return null;
  }
}

function write(queryClient: QueryClient, userId: string): void {
  try {
    const state = dehydrate(queryClient, { shouldDehydrateQuery: isKept });
    localStorage.setItem(storageKey(userId), JSON.stringify(state));
  } catch {
    // Storage full or blocked: the app works online as before.
  }
}

/** Restores the signed-in customer's orders, then keeps the copy up to date as the queries change. */
export function keepOrdersForOffline(queryClient: QueryClient): void {
  if (typeof localStorage === 'undefined') return;
  const userId = useAuthStore.getState().user?._id;
  const saved = userId ? read(userId) : null;
  if (saved) {
    hydrate(queryClient, saved);
    // A copy from an earlier page load is only "as last seen": shown at once, but fetched again when a
    // screen uses it (online), however young it is. Otherwise a session ended elsewhere meanwhile would
    // go unnoticed (no call, no 401) and the orders could be stale. Only what the copy filled in: online
    // this runs once the first screen is drawn, and what that screen fetched is newer than the copy
    // (hydrate keeps it).
    for (const kept of saved.queries) {
      const query = queryClient.getQueryCache().find({ queryKey: kept.queryKey, exact: true });
      if (query && query.state.dataUpdatedAt === kept.state.dataUpdatedAt) {
        void queryClient.invalidateQueries({ queryKey: kept.queryKey, exact: true, refetchType: 'none' });
      }
    }
  }

  let timer: ReturnType<typeof setTimeout> | null = null;
  let owner: string | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    // Written for whoever is still signed in; nothing after logout.
    const current = useAuthStore.getState().user?._id;
    if (owner && current === owner) write(queryClient, owner);
    owner = null;
  };
  const writeSoon = () => {
    const signedIn = useAuthStore.getState().user?._id;
    if (!signedIn || timer) return;
    owner = signedIn;
    timer = setTimeout(flush, WRITE_DELAY_MS);
  };
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && isKept(event.query)) writeSoon();
  });
  // Orders the first screen fetched before this chunk arrived are kept too.
  if (queryClient.getQueryCache().getAll().some(isKept)) writeSoon();
  // A reload or a closed tab within the delay (the network gone a moment after the orders arrived) still
  // leaves the latest copy: otherwise the app would open offline without it.
  window.addEventListener('pagehide', () => {
    if (timer) flush();
  });
  onForgetCustomer(() => {
    if (timer) clearTimeout(timer);
    timer = null;
    owner = null;
  });
}
