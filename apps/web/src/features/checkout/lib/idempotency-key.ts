/** sessionStorage key of the current checkout attempt (survives a reload of the checkout tab). */
const ATTEMPT_KEY = 'checkoutAttempt';

interface Attempt {
  key: string;
  /** The request the key was made for: the same key with a different body is refused by the server. */
  fingerprint: string;
}

export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Outside a secure context randomUUID is missing; build a v4 UUID from random bytes instead.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function read(): Attempt | null {
  try {
    const parsed = JSON.parse(sessionStorage.getItem(ATTEMPT_KEY) ?? 'null') as Attempt | null;
    return parsed && typeof parsed.key === 'string' && typeof parsed.fingerprint === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * The Idempotency-Key for this request: the same one as long as the customer is sending the same order
 * (a retry after a lost answer, a double click, a reload), a new one when the order itself changed.
 */
export function idempotencyKeyFor(request: unknown): string {
  const fingerprint = JSON.stringify(request);
  const current = read();
  if (current && current.fingerprint === fingerprint) return current.key;
  const attempt: Attempt = { key: newUuid(), fingerprint };
  try {
    sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify(attempt));
  } catch {
    // Without storage the key still lives for this click and the transport's retries.
  }
  return attempt.key;
}

/** Ends the attempt: after an order was placed, or after the server definitely refused it. */
export function endCheckoutAttempt(): void {
  try {
    sessionStorage.removeItem(ATTEMPT_KEY);
  } catch {
    // nothing stored
  }
}
