import { createTransport, type RequestOptions } from '@jhola/client';
import { useLanguageStore } from '@jhola/ui';
import { messageForStatus } from './api-error';
import { useAuthStore } from './auth-store';
import { takeEarlyRead } from './early-reads';

export {
  MAX_RETRIES,
  MAX_RETRY_DELAY_MS,
  RETRY_DELAY_MS,
  type RequestOptions,
  retryDelayMs,
} from '@jhola/client';

export const API_BASE = '/api';
/** PRODUCT.md §7/§9: a request gives up after a minute. */
export const API_TIMEOUT_MS = 60_000;

/** PRODUCT.md §7: a 401 clears stored auth and sends the user to /login, unless already on login or signup. */
function signInAgain(): void {
  useAuthStore.getState().signOut();
  const path = window.location.pathname;
  if (path === '/login' || path === '/signup') return;
  window.location.assign(`/login?next=${encodeURIComponent(path + window.location.search)}`);
}

/**
 * The customer app's one transport (@jhola/client): the customer's token, the `_t` cache-buster of
 * PRODUCT.md §7, a minute's time-out, the PRODUCT.md §8 messages from the domain, safe retries with full
 * jitter, and the first screen's reads the page already started (early-reads.ts).
 */
const transport = createTransport({
  baseUrl: API_BASE,
  timeoutMs: API_TIMEOUT_MS,
  retryDelayMs: 1_000,
  cacheBust: true,
  token: () => useAuthStore.getState().token,
  // The server writes its messages in the language on screen.
  language: () => (useLanguageStore.getState().language === 'hi' ? 'hi' : 'en'),
  describe: (status, serverMessage) => messageForStatus(status, serverMessage),
  onUnauthorized: signInAgain,
  earlyRead: takeEarlyRead,
});

/** Where the API lives and the base of the wait between retries: tests point the client at a local server. */
export function configureApiClient(next: { baseUrl?: string; retryDelayMs?: number }): void {
  transport.configure(next);
}
export const apiClientSettings = () => {
  const { baseUrl, retryDelayMs } = transport.settings();
  return { baseUrl, retryDelayMs };
};

/** The router (or a test) replaces the default hard redirect. */
export const setUnauthorizedHandler = (handler: () => void) =>
  transport.configure({ onUnauthorized: handler });

/** Absolute address of an API path with the `_t` cache-buster of PRODUCT.md §7 (left out when `cacheBust` is false). */
export const apiUrl = (path: string, query: RequestOptions['query'] = {}, cacheBust = true): URL =>
  transport.url(path, query, cacheBust);

/** The one API client: returns the envelope's `data` or throws an ApiError (lib/api-error.ts). */
export const apiRequest = <T>(path: string, options: RequestOptions = {}): Promise<T> =>
  transport.request<T>(path, options);

/** An image only the order's people may see, by the `/api/...` path the server names; shown from a blob. */
export const getPrivateImage = (apiPath: string, signal?: AbortSignal): Promise<Blob> =>
  transport.privateImage(apiPath, signal);
