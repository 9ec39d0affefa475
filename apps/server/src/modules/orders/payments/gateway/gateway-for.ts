import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { appLocal } from '../../../../app-locals.js';
import type { AppContext } from '../../../../context.js';
import type { PaymentGateway } from './gateway.js';
import { type GatewayHttp, razorpayGateway, razorpayHttp } from './razorpay-gateway.js';

/** Where the embedded gateway answers Razorpay's API inside the server. */
export const EMBEDDED_API_PREFIX = '/api/test-gateway/v1';
export const EMBEDDED_KEY_ID = 'rzp_test_jhola_embedded';

/** The embedded gateway's own secrets, the same in every process (derived from the shared token secret). */
export function embeddedSecrets(ctx: Pick<AppContext, 'config'>) {
  const derive = (what: string) => createHmac('sha256', ctx.config.jwtSecret).update(what).digest('hex');
  const { payments } = ctx.config;
  return {
    keySecret: derive('embedded-gateway-key'),
    webhookSecret:
      (payments.kind === 'embedded' ? payments.webhookSecret : undefined) ??
      derive('embedded-gateway-webhook'),
  };
}

/**
 * This app's gateway (decision 0065): Razorpay with its keys, else the embedded test gateway, reached
 * through the app itself (inject), so its calls go through the same HTTP routes a browser or Razorpay's
 * SDK would use. The payment routes make it first, handing over the app.
 */
export const paymentGatewayFor = appLocal((ctx: AppContext, app?: FastifyInstance): PaymentGateway => {
  const config = ctx.config.payments;
  if (config.kind === 'razorpay') {
    return razorpayGateway({
      name: 'razorpay',
      http: razorpayHttp(config.baseUrl, config.keyId, config.keySecret),
      keyId: config.keyId,
      webhookSecret: config.webhookSecret,
      // Razorpay captures the whole authorised amount; the difference is refunded at once.
      partialCapture: false,
      checkoutUrl: ({ paymentId }) => `/api/payments/${paymentId}/razorpay-checkout`,
    });
  }
  if (!app) throw new Error('the embedded payment gateway needs the app: register the payment routes first');
  const secrets = embeddedSecrets(ctx);
  const authorization = `Basic ${Buffer.from(`${EMBEDDED_KEY_ID}:${secrets.keySecret}`).toString('base64')}`;
  const http: GatewayHttp = async (method, path, body) => {
    const response = await app.inject({
      method,
      url: `${EMBEDDED_API_PREFIX}${path}`,
      headers: { authorization },
      ...(body ? { payload: body } : {}),
    });
    return { status: response.statusCode, json: response.json() };
  };
  return razorpayGateway({
    name: 'embedded',
    http,
    keyId: undefined,
    webhookSecret: secrets.webhookSecret,
    partialCapture: config.partialCapture,
    checkoutUrl: ({ gatewayOrderId }) => `/api/test-gateway/checkout/${gatewayOrderId}`,
  });
});
