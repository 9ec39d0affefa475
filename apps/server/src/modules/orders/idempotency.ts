import { createHash } from 'node:crypto';

/** Idempotency keys are honoured for 24 hours (server-contract "Orders (customer)"). */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_MESSAGES = {
  reusedForOtherRequest:
    'This Idempotency-Key was already used for a different order. Start a new checkout to place another order.',
} as const;

/** JSON with object keys sorted, so that the same request always hashes the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Fingerprint of a request body: the same key with a different fingerprint is refused. */
export const requestHash = (body: unknown): string =>
  createHash('sha256').update(stableJson(body)).digest('hex');
