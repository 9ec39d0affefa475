// The faults bench's client (issue 48): every request and its answer go to the history (decision 0067),
// with its Idempotency-Key; what a fault cut off (no answer, 502-504) is retried with the same key after
// Retry-After, as the apps do; a staff step whose answer was lost is taken as done when the order is there.

import { DEFAULT_LIMITS } from './checker.mjs';
import { timeoutFor } from './live-rules.mjs';

/**
 * The client's own limit on one request: a second past what the checker's `timeout` rule allows it (the
 * route's own deadline and its margin, checker.mjs), so a later answer is flagged, not cut off unseen.
 */
const limitFor = (deadlineMs) => timeoutFor({ deadlineMs }, DEFAULT_LIMITS.timeoutMs) + 1_000;
/** How long a client keeps retrying one step before it gives up on the order (a stuck order). */
export const RETRY_FOR_MS = 120_000;
const RETRYABLE = new Set([0, 502, 503, 504]);
const STAGES = [
  'pending_shopper',
  'accepted_by_shopper',
  'shopper_at_shop',
  'shopping_in_progress',
  'final_shopping',
  'bill_uploaded',
  'bill_approved',
  'out_for_delivery',
  'delivered',
];
export const stage = (status) => STAGES.indexOf(status);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function deferred() {
  let resolve;
  const promise = new Promise((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * @param {{ target: string; record: (r: object) => void }} options
 */
export function historyClient({ target, record }) {
  /** One attempt: its record written once the answer (or its absence) is known. */
  async function attempt({ method, path, token, ip, key, body, form, customerId, note, deadlineMs }) {
    const at = Date.now();
    const headers = { 'x-forwarded-for': ip, 'accept-encoding': 'gzip' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (key) headers['idempotency-key'] = key;
    let payload;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    } else if (typeof form === 'string') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = form;
    } else if (form) payload = form; // FormData: fetch writes its multipart type
    let status = 0;
    let retryAfter = null;
    let json = null;
    let location = null;
    try {
      const response = await fetch(`${target}${path}`, {
        method,
        headers,
        body: payload,
        redirect: 'manual',
        signal: AbortSignal.timeout(limitFor(deadlineMs)),
      });
      status = response.status;
      retryAfter = response.headers.get('retry-after');
      location = response.headers.get('location');
      const text = await response.text();
      json = text.startsWith('{') ? JSON.parse(text) : null;
    } catch {
      // No answer, or one cut off before its body ended (a process killed mid-answer): not an answer.
      status = 0;
      json = null;
    }
    const extra = note ? note({ status, json }) : {};
    record({
      type: 'request',
      at,
      ms: Date.now() - at,
      method,
      path,
      ...(key ? { key } : {}),
      ...(customerId ? { customerId } : {}),
      ...(deadlineMs ? { deadlineMs } : {}),
      status,
      retryAfter,
      ...extra,
    });
    return { status, json, location };
  }

  /** Retries what a fault cut off (no answer, 502-504), waiting Retry-After, until an answer or the limit. */
  async function call(request) {
    const deadline = Date.now() + RETRY_FOR_MS;
    for (;;) {
      const answer = await attempt(request);
      if (!RETRYABLE.has(answer.status) || Date.now() > deadline) return answer;
      await sleep(Math.min(5, Number(answer.retryAfter) || 1) * 1000);
    }
  }

  const ok = (answer) => answer.status >= 200 && answer.status < 300;
  const fail = (what) => {
    throw new Error(what);
  };

  /** A staff member's step: 2xx, or (a retry after a lost answer) 409 with the order already there. */
  async function transition(person, orderId, method, path, toStatus, extra = {}) {
    const answer = await call({
      method,
      path,
      token: person.token,
      ip: person.ip,
      ...extra,
      note: () => ({ action: 'transition', orderId, toStatus }),
    });
    if (ok(answer)) return answer;
    if (answer.status === 409) {
      const read = await call({
        method: 'GET',
        path: `/api/orders/${orderId}`,
        token: person.token,
        ip: person.ip,
      });
      if (ok(read) && stage(read.json?.data?.order?.status) >= stage(toStatus)) return read;
    }
    fail(`${method} ${path}: ${answer.status}`);
  }

  return { attempt, call, transition, ok, fail };
}

export async function withinOrFail(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(what)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
