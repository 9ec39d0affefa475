import { useLanguageStore } from '@jhola/ui';
import { ApiError, messageFor } from './api-error';
import { useStaffAuth } from './staff-auth';

export const API_TIMEOUT_MS = 30_000;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  /** A spreadsheet sent as it is (text/csv), instead of a JSON body. */
  csv?: string;
  /** Answer the reply's text as it is (a CSV download) instead of the envelope's data. */
  asText?: boolean;
  /** The login form reports its own 401; everything else signs the stale session out. */
  handleUnauthorized?: boolean;
}

export function apiUrl(path: string, query: RequestOptions['query'] = {}): string {
  const url = new URL(`/api${path}`, globalThis.location?.origin ?? 'http://localhost');
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** Turns a reply into its `data`, or throws an ApiError carrying the server's message and code. */
export function readEnvelope<T>(status: number, payload: unknown): T {
  const envelope = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
  const serverMessage = typeof envelope.message === 'string' ? envelope.message : undefined;
  if (status < 200 || status >= 300 || envelope.success === false) {
    const code = typeof envelope.code === 'string' ? envelope.code : undefined;
    const errors = Array.isArray(envelope.errors) ? envelope.errors : undefined;
    const fieldMessage = errors?.[0]?.message as string | undefined;
    throw new ApiError(status, messageFor(status, fieldMessage ?? serverMessage), code, errors);
  }
  return envelope.data as T;
}

export function onUnauthorized(): void {
  useStaffAuth.getState().signOut();
}

/** The staff app's one JSON transport: bearer token, time-out, server messages. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // The server writes its messages in the language on screen.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': useLanguageStore.getState().language,
  };
  const token = useStaffAuth.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.csv !== undefined) headers['Content-Type'] = 'text/csv; charset=utf-8';
  if (options.asText) headers.Accept = 'text/csv, application/json';
  let status = 0;
  let payload: unknown = null;
  try {
    const response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.csv ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
    status = response.status;
    const text = await response.text();
    if (options.asText && response.ok) return text as T;
    payload = text ? JSON.parse(text) : null;
  } catch {
    if (status === 0) throw new ApiError(0, messageFor(0));
  }
  if (status === 401 && options.handleUnauthorized !== false) onUnauthorized();
  return readEnvelope<T>(status, payload);
}
