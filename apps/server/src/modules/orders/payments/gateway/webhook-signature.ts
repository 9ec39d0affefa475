import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's webhook signature: hex HMAC-SHA256 of the raw body with the webhook secret. */
export const signWebhook = (rawBody: string, secret: string): string =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

/** Compares in constant time; a missing or malformed signature is simply not valid. */
export function validWebhookSignature(
  rawBody: string,
  signature: string | undefined,
  secret: string,
): boolean {
  if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(signWebhook(rawBody, secret), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
