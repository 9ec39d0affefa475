import type { PushMessage } from '@jhola/domain';
import type { FastifyBaseLogger } from 'fastify';
import webPush from 'web-push';
import type { VapidKeys } from './vapid-keys.js';

export interface PushTarget {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How one delivery went: `gone` when the push service says the subscription no longer exists. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** A push waits at the push service for a day at most: an order's news is stale after that. */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * Posts one Web Push (RFC 8030) with its payload encrypted as aes128gcm (RFC 8291) and signed with VAPID
 * (RFC 8292). `web-push` builds the request (encryption and the VAPID header); it is sent with fetch so the
 * wait is bounded and a plain-http stand-in push service works in tests.
 */
export async function sendPush(
  target: PushTarget,
  message: PushMessage,
  vapid: VapidKeys & { subject: string },
  log: FastifyBaseLogger,
): Promise<PushOutcome> {
  const details = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(message),
    { vapidDetails: vapid, TTL: TTL_SECONDS, urgency: 'high' },
  );
  try {
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)])),
      body: details.body ?? undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    if (response.ok) return 'sent';
    log.warn({ status: response.status, subscription: target.id }, 'push service refused a push');
    return 'failed';
  } catch (error) {
    log.warn({ err: error, subscription: target.id }, 'push could not be delivered');
    return 'failed';
  }
}
