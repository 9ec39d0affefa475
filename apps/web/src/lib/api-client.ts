import { ApiError, messageForStatus } from './api-error';
import { useAuthStore } from './auth-store';

/** §7/§9 transport constants. */
export const API_BASE = '/api';
export const API_TIMEOUT_MS = 60_000;
export const MAX_RETRIES = 3;
export const RETRY_DELAY_MS = 1_000;

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
}

/** Only requests that cannot do their work twice are retried: reads, and writes with an idempotency key. */
export function isRetryable(method: string, hasIdempotencyKey: boolean, status: number): boolean {
  const safe = method === 'GET' || hasIdempotencyKey;
  return safe && (status === 0 || status >= 500);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let onUnauthorized: () => void = () => {
  const path = window.location.pathname;
  if (path === '/login' || path === '/signup') return;
  useAuthStore.getState().signOut();
  window.location.assign(`/login?next=${encodeURIComponent(path + window.location.search)}`);
};
/** The router replaces the default hard redirect with a client-side navigation. */
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler;
};

/** The one API client: bearer token, `_t` cache-buster, timeout, §8 messages, safe retries; returns `data`. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  let attempt = 0;
  for (;;) {
    try {
      return await sendOnce<T>(path, method, options);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (options.signal?.aborted) throw error;
      if (attempt >= MAX_RETRIES || !isRetryable(method, Boolean(options.idempotencyKey), error.status)) {
        if (error.status === 401 && options.handleUnauthorized !== false) onUnauthorized();
        throw error;
      }
      attempt += 1;
      await sleep(RETRY_DELAY_MS);
    }
  }
}

async function sendOnce<T>(path: string, method: string, options: RequestOptions): Promise<T> {
  const url = new URL(API_BASE + path, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  url.searchParams.set('_t', String(Date.now()));

  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = useAuthStore.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body, signal, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, messageForStatus(0));
  }
  const payload = await response.json().catch(() => null);
  if (!response.ok) {
    const serverMessage = typeof payload?.message === 'string' ? payload.message : undefined;
    throw new ApiError(
      response.status,
      messageForStatus(response.status, serverMessage),
      serverMessage,
      payload?.errors,
      payload?.code,
    );
  }
  if (payload && typeof payload === 'object' && 'success' in payload) {
    if (payload.success === false) {
      throw new ApiError(response.status, payload.message ?? messageForStatus(500), payload.message);
    }
    return payload.data as T;
  }
  return payload as T;
}
