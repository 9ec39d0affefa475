import type { DescribeFailure } from './api-error.js';
import { ApiError } from './api-error.js';
import { decodeReply } from './envelope.js';
import { acceptsIdempotencyKey, newIdempotencyKey } from './idempotency.js';
import { fullJitterDelayMs } from './retry-delay.js';

/** PRODUCT.md §7/§9: how often and how patiently a request is tried again. */
export const MAX_RETRIES = 3;
export const RETRY_DELAY_MS = 1_000;
/** No single wait between retries is longer than this. */
export const MAX_RETRY_DELAY_MS = 8_000;

/** Full-jitter backoff: a random wait in [0, base × 2^attempt), capped. Attempt 0 is the first retry. */
export const retryDelayMs = (attempt: number, baseMs: number, random: () => number = Math.random): number =>
  fullJitterDelayMs(attempt, baseMs, MAX_RETRY_DELAY_MS, random);

/** Only requests that cannot do their work twice are retried: reads, and writes with an idempotency key. */
export function isRetryable(method: string, hasIdempotencyKey: boolean, status: number): boolean {
  const safe = method === 'GET' || hasIdempotencyKey;
  return safe && (status === 0 || status >= 500);
}

/** A reply as it came: its status and its whole body. */
export interface RawReply {
  status: number;
  body: string;
}

/**
 * What an app tells its transport: where the API is, who is signed in, and its own words.
 * @public the apps' declarations name it (the type of their transport), so it stays exported.
 */
export interface TransportConfig {
  /** `/api` in the apps; tests point it at a local server. */
  baseUrl: string;
  timeoutMs: number;
  /** The base of the wait between retries. */
  retryDelayMs: number;
  /** Adds the `_t` cache-buster of PRODUCT.md §7 to every request (a request may ask to revalidate instead). */
  cacheBust: boolean;
  /** The signed-in bearer token: each app keeps its own session store. */
  token: () => string | null;
  /** The language on screen: the server writes its messages in it. */
  language: () => string;
  describe: DescribeFailure;
  /** A 401 the request did not handle itself: the app signs the stale session out. */
  onUnauthorized: () => void;
  /** A read the page already started for this address (the customer app's first screen), or null. */
  earlyRead?: (address: string, who: { token: string; language: string }) => Promise<RawReply | null> | null;
  /** The network; tests wrap it to lose an answer. */
  fetch?: typeof fetch;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  /** JSON, or FormData sent as multipart. */
  body?: unknown;
  /** A body sent as written, with its type (a spreadsheet as text/csv). */
  text?: { contentType: string; body: string };
  /**
   * Makes a write safe to retry: the server returns the first result for a repeated key. The writes the
   * server keys (idempotency.ts) get one by themselves; a caller passes its own to keep it across taps.
   */
  idempotencyKey?: string;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Set false to skip the app's 401 handling (login and signup report their own 401). */
  handleUnauthorized?: boolean;
  /**
   * Leave out the `_t` cache-buster so the browser revalidates its cached copy with the ETag
   * (If-None-Match → 304, nothing downloaded). Only for answers the server marks `Cache-Control: no-cache`.
   */
  revalidate?: boolean;
  /** Sends this bearer token instead of the signed-in one (ending a session that was never stored). */
  token?: string;
  /** How a successful answer is read: the envelope's data (default), the text as is, or the bytes (an image). */
  as?: 'data' | 'text' | 'blob';
  accept?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The address a read of the page is kept under: /api/… and its query, without the cache-buster. */
const addressOf = (url: URL) => url.pathname + url.search;

/** Waits for a read the page started as for one of its own: the time-out and a cancel end the wait. */
function earlyAnswer(reply: Promise<RawReply | null>, signal: AbortSignal): Promise<RawReply | null> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    reply.then(resolve, () => resolve(null)).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export type Transport = ReturnType<typeof createTransport>;

/**
 * One app's API transport: bearer token, time-out, the server's language, the error envelope, retries
 * of safe requests with full-jitter backoff, and an Idempotency-Key on every write the server keys, the
 * same key on each try (docs/decisions/0054).
 */
export function createTransport(initial: TransportConfig) {
  const config: TransportConfig = { ...initial };

  /** Absolute address of an API path, with the cache-buster unless `cacheBust` is false. */
  function url(path: string, query: RequestOptions['query'] = {}, cacheBust = config.cacheBust): URL {
    const origin = globalThis.location?.origin ?? 'http://localhost';
    const address = new URL(config.baseUrl + path, origin);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null && value !== '') address.searchParams.set(key, String(value));
    }
    if (cacheBust) address.searchParams.set('_t', String(Date.now()));
    return address;
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const idempotencyKey =
      options.idempotencyKey ?? (acceptsIdempotencyKey(method, path) ? newIdempotencyKey() : undefined);
    for (let retries = 0; ; retries += 1) {
      try {
        return await sendOnce<T>(path, method, { ...options, idempotencyKey });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const retry =
          !options.signal?.aborted &&
          retries < MAX_RETRIES &&
          isRetryable(method, Boolean(idempotencyKey), error.status);
        if (!retry) {
          if (error.status === 401 && options.handleUnauthorized !== false) config.onUnauthorized();
          throw error;
        }
        await sleep(retryDelayMs(retries, config.retryDelayMs));
      }
    }
  }

  async function sendOnce<T>(path: string, method: string, options: RequestOptions): Promise<T> {
    const address = url(path, options.query, config.cacheBust && !options.revalidate);
    const language = config.language();
    const headers: Record<string, string> = {
      Accept: options.accept ?? 'application/json',
      'Accept-Language': language,
    };
    const token = options.token ?? config.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
    let body: BodyInit | undefined;
    if (options.text) {
      headers['Content-Type'] = options.text.contentType;
      body = options.text.body;
    } else if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const early =
      method === 'GET' && body === undefined && !options.as && config.earlyRead
        ? config.earlyRead(addressOf(url(path, options.query, false)), { token: token ?? '', language })
        : null;

    const timeout = AbortSignal.timeout(options.timeoutMs ?? config.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const send = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
    let reply: RawReply;
    let blob: Blob | undefined;
    // A time-out or a cut connection while the body is read is "no answer" too.
    try {
      const started = early ? await earlyAnswer(early, signal) : null;
      if (started) reply = started;
      else {
        const response = await send(address, { method, headers, body, signal, credentials: 'same-origin' });
        if (options.as === 'blob' && response.ok) blob = await response.blob();
        reply = { status: response.status, body: blob ? '' : await response.text() };
      }
    } catch {
      throw new ApiError(0, config.describe(0));
    }
    if (reply.status >= 200 && reply.status <= 299) {
      if (blob) return blob as T;
      if (options.as === 'text') return reply.body as T;
    }
    return decodeReply<T>(reply.status, reply.body, config.describe);
  }

  return {
    request,
    url,
    /** An image only the order's people may see (a bill, a chat photo), by the `/api/...` path the server names. */
    privateImage: (apiPath: string, signal?: AbortSignal) =>
      request<Blob>(apiPath.replace(/^\/api(?=\/)/, ''), { as: 'blob', signal }),
    configure(next: Partial<TransportConfig>): void {
      Object.assign(config, next);
    },
    settings: (): Readonly<TransportConfig> => ({ ...config }),
  };
}
