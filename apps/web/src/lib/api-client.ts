import { fullJitterDelayMs, useLanguageStore } from '@jhola/ui';
import { ApiError, messageForStatus } from './api-error';
import { useAuthStore } from './auth-store';
import { takeEarlyRead } from './early-reads';

/** PRODUCT.md §7/PRODUCT.md §9 transport constants. */
export const API_BASE = '/api';
export const API_TIMEOUT_MS = 60_000;
export const MAX_RETRIES = 3;
export const RETRY_DELAY_MS = 1_000;
/** No single wait between retries is longer than this. */
export const MAX_RETRY_DELAY_MS = 8_000;

/** Full-jitter backoff (packages/ui): a random wait in [0, base × 2^attempt), capped. Attempt 0 is the first retry. */
export function retryDelayMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  return fullJitterDelayMs(attempt, baseMs, MAX_RETRY_DELAY_MS, random);
}

/**
 * Where the API lives and the base of the wait between retries. The app uses the defaults (same
 * origin, /api, 1 s); tests point the client at a local server.
 */
const settings = { baseUrl: API_BASE, retryDelayMs: RETRY_DELAY_MS };
export function configureApiClient(next: Partial<typeof settings>): void {
  Object.assign(settings, next);
}
export const apiClientSettings = (): Readonly<typeof settings> => ({ ...settings });

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** Makes a write safe to retry: the server returns the first result for a repeated key. */
  idempotencyKey?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Set false to skip the global 401 handling (login and signup report their own 401). */
  handleUnauthorized?: boolean;
  /**
   * Leave out the `_t` cache-buster so the browser revalidates its cached copy with the ETag
   * (If-None-Match → 304, nothing downloaded). Only for answers the server marks
   * `Cache-Control: no-cache`, which are never reused without asking the server first.
   */
  revalidate?: boolean;
  /** Sends this bearer token instead of the signed-in one (ending a session that was never stored). */
  token?: string;
}

/** Only requests that cannot do their work twice are retried: reads, and writes with an idempotency key. */
export function isRetryable(method: string, hasIdempotencyKey: boolean, status: number): boolean {
  const safe = method === 'GET' || hasIdempotencyKey;
  return safe && (status === 0 || status >= 500);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** PRODUCT.md §7: a 401 clears stored auth and sends the user to /login, unless already on login or signup. */
let onUnauthorized: () => void = () => {
  useAuthStore.getState().signOut();
  const path = window.location.pathname;
  if (path === '/login' || path === '/signup') return;
  window.location.assign(`/login?next=${encodeURIComponent(path + window.location.search)}`);
};
/** The router (or a test) replaces the default hard redirect. */
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler;
};

/** Absolute address of an API path with the `_t` cache-buster of PRODUCT.md §7 (left out when `cacheBust` is false). */
export function apiUrl(path: string, query: RequestOptions['query'] = {}, cacheBust = true): URL {
  const origin = globalThis.location?.origin ?? 'http://localhost';
  const url = new URL(settings.baseUrl + path, origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  if (cacheBust) url.searchParams.set('_t', String(Date.now()));
  return url;
}

/** The one API client: bearer token, `_t` cache-buster, timeout, PRODUCT.md §8 messages, safe retries; returns `data`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  for (let retries = 0; ; retries += 1) {
    try {
      return await sendOnce<T>(path, method, options);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const retry =
        !options.signal?.aborted &&
        retries < MAX_RETRIES &&
        isRetryable(method, Boolean(options.idempotencyKey), error.status);
      if (!retry) {
        if (error.status === 401 && options.handleUnauthorized !== false) onUnauthorized();
        throw error;
      }
      await sleep(retryDelayMs(retries, settings.retryDelayMs));
    }
  }
}

/** One request and its whole body: a time-out or cut connection while reading it is "no response" too. */
async function exchange(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: BodyInit | undefined,
  signal: AbortSignal,
): Promise<{ status: number; body: string }> {
  const response = await fetch(url, { method, headers, body, signal, credentials: 'same-origin' });
  return { status: response.status, body: await response.text() };
}

/**
 * The answer of a read the page started, or null when it failed (the app then asks itself). It is waited
 * for as a request of the app is: the time-out and a cancel end the wait.
 */
function earlyAnswer(
  reply: Promise<{ status: number; body: string } | null>,
  signal: AbortSignal,
): Promise<{ status: number; body: string } | null> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    reply.then(resolve, () => resolve(null)).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The address a read of the page is kept under: /api/… and its query, without the cache-buster. */
const earlyAddress = (path: string, query: RequestOptions['query']) => {
  const url = apiUrl(path, query, false);
  return url.pathname + url.search;
};

async function sendOnce<T>(path: string, method: string, options: RequestOptions): Promise<T> {
  const url = apiUrl(path, options.query, !options.revalidate);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // The server writes its messages in the language on screen.
    'Accept-Language': useLanguageStore.getState().language === 'hi' ? 'hi' : 'en',
  };
  const token = options.token ?? useAuthStore.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  // A read of the first screen the page already started (early-reads.ts) is taken instead of a new one.
  const early =
    method === 'GET' && options.body === undefined
      ? takeEarlyRead(earlyAddress(path, options.query), {
          token: token ?? '',
          language: headers['Accept-Language'] ?? 'en',
        })
      : null;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: { status: number; body: string };
  try {
    const started = early ? await earlyAnswer(early, signal) : null;
    response = started ?? (await exchange(url, method, headers, body, signal));
  } catch {
    throw new ApiError(0, messageForStatus(0));
  }
  const payload = parseJson(response.body);
  const envelope = isObject(payload) ? payload : null;
  const serverMessage =
    typeof envelope?.message === 'string' && envelope.message ? envelope.message : undefined;
  if (response.status < 200 || response.status > 299) {
    throw new ApiError(
      response.status,
      messageForStatus(response.status, serverMessage),
      serverMessage,
      Array.isArray(envelope?.errors) ? envelope.errors : undefined,
      typeof envelope?.code === 'string' ? envelope.code : undefined,
    );
  }
  if (envelope && 'success' in envelope) {
    if (envelope.success === false) {
      throw new ApiError(response.status, serverMessage ?? messageForStatus(500), serverMessage);
    }
    return envelope.data as T;
  }
  return payload as T;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
