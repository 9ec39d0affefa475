import { createTransport, type RequestOptions as TransportOptions } from '@jhola/client';
import { useLanguageStore } from '@jhola/ui';
import { describeFailure } from './api-error';
import { useStaffAuth } from './staff-auth';

export const API_TIMEOUT_MS = 30_000;

export interface RequestOptions extends TransportOptions {
  /** A spreadsheet sent as it is (text/csv), instead of a JSON body. */
  csv?: string;
  /** Answer the reply's text as it is (a CSV download) instead of the envelope's data. */
  asText?: boolean;
}

/** A 401 the request did not expect: the staff session is over. */
export function onUnauthorized(): void {
  useStaffAuth.getState().signOut();
}

/**
 * The staff app's one transport (@jhola/client, the customer app's too): the staff session's token (its
 * own store), a 30 s time-out, the server's messages in the staff's words, safe retries with full jitter,
 * and an Idempotency-Key on the writes the server keys, so a chat message retried on a flaky network is
 * posted once. No `_t` cache-buster: staff reads are never cached by the browser.
 */
export const staffTransport = createTransport({
  baseUrl: '/api',
  timeoutMs: API_TIMEOUT_MS,
  retryDelayMs: 1_000,
  cacheBust: false,
  token: () => useStaffAuth.getState().token,
  // The server writes its messages in the language on screen.
  language: () => useLanguageStore.getState().language,
  describe: describeFailure,
  onUnauthorized,
});

export const apiUrl = (path: string, query: RequestOptions['query'] = {}): string =>
  staffTransport.url(path, query).toString();

/** The staff app's one JSON transport: returns the envelope's `data` or throws an ApiError. */
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { csv, asText, ...rest } = options;
  return staffTransport.request<T>(path, {
    ...rest,
    ...(csv === undefined ? {} : { text: { contentType: 'text/csv; charset=utf-8', body: csv } }),
    ...(asText ? { as: 'text', accept: 'text/csv, application/json' } : {}),
  });
}
