import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { appLocal } from '../../../../app-locals.js';
import type { AppContext } from '../../../../context.js';
import type { DbOrTx } from '../../../../db/client.js';
import { JobRepository } from '../../../jobs/repository.js';
import { embeddedSecrets } from '../gateway/gateway-for.js';
import { signWebhook } from '../gateway/webhook-signature.js';

export const WEBHOOK_JOB = 'payments.embedded-webhook';

/** How a test asks the embedded gateway to misbehave: late, twice, or never (a lost webhook). */
export interface WebhookOptions {
  delayMs?: number;
  duplicates?: number;
  drop?: boolean;
}

/**
 * Queues a Razorpay-format webhook, signed like Razorpay's, for the server's own webhook route. Written
 * in the caller's transaction on the job queue, so it is sent once the gateway's change is committed,
 * and retried like Razorpay retries until the server answers 2xx.
 */
export async function queueWebhook(
  tx: DbOrTx,
  now: Date,
  event: string,
  payload: Record<string, unknown>,
  options: WebhookOptions = {},
): Promise<void> {
  if (options.drop) return;
  const eventId = `evt_${randomBytes(10).toString('hex')}`;
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_jhola_embedded',
    event,
    contains: Object.keys(payload),
    payload,
    created_at: Math.floor(now.getTime() / 1000),
  });
  const jobs = new JobRepository(tx);
  const copies = 1 + Math.max(0, Math.min(5, options.duplicates ?? 0));
  for (let copy = 0; copy < copies; copy += 1) {
    await jobs.schedule(
      {
        kind: WEBHOOK_JOB,
        key: `${eventId}:${copy}`,
        runAt: new Date(now.getTime() + (options.delayMs ?? 0)),
        payload: { body, eventId },
      },
      now,
    );
  }
}

/** The app the webhooks are posted into (the server's own route), given by the payment routes. */
export const webhookTarget = appLocal((_ctx: AppContext, app?: FastifyInstance) => ({ app }));

/** Posts a queued webhook to POST /api/payments/webhook with its signature; anything but 2xx is retried. */
export function webhookHandlers(ctx: AppContext) {
  return {
    [WEBHOOK_JOB]: async (payload: Record<string, unknown>) => {
      const { app } = webhookTarget(ctx);
      if (!app) throw new Error('the payment routes are not registered yet');
      const body = String(payload.body);
      const response = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signWebhook(body, embeddedSecrets(ctx).webhookSecret),
          'x-razorpay-event-id': String(payload.eventId),
        },
        payload: body,
      });
      if (response.statusCode >= 300)
        throw new Error(`webhook answered ${response.statusCode}: ${response.body}`);
    },
  };
}
