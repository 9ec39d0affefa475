import { timingSafeEqual } from 'node:crypto';
import { rupeesOfPaise, upiPayUrl } from '@jhola/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EMBEDDED_API_PREFIX, EMBEDDED_KEY_ID, embeddedSecrets } from '../gateway/gateway-for.js';
import { GatewayRefusal, testGateway } from './engine.js';

type Body = Record<string, unknown>;
type Gateway = ReturnType<typeof testGateway>;

/**
 * The embedded test gateway's API (decision 0065): Razorpay's paths and shapes under
 * /api/test-gateway/v1, with basic auth by its own key pair. Not in the API docs: it is the gateway's.
 */
export async function testGatewayApiRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const expected = Buffer.from(
    `Basic ${Buffer.from(`${EMBEDDED_KEY_ID}:${embeddedSecrets(ctx).keySecret}`).toString('base64')}`,
  );
  const authorised = (request: FastifyRequest) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  /** Runs one call in a transaction (a capture's lock, its webhook job) and answers as Razorpay does. */
  const handle =
    (
      work: (
        gateway: Gateway,
        request: FastifyRequest<{ Params: { id: string }; Body: Body }>,
      ) => Promise<unknown>,
    ) =>
    async (request: FastifyRequest<{ Params: { id: string }; Body: Body }>, reply: FastifyReply) => {
      if (!authorised(request))
        return reply
          .status(401)
          .send({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      try {
        const result = await ctx.db.transaction((tx) => work(testGateway(tx, ctx.now()), request));
        ctx.jobKinds.wake();
        return reply.send(result);
      } catch (error) {
        if (!(error instanceof GatewayRefusal)) throw error;
        return reply
          .status(error.status)
          .send({ error: { code: 'BAD_REQUEST_ERROR', description: error.message } });
      }
    };
  const body = (request: { body: Body | undefined }): Body =>
    request.body && typeof request.body === 'object' ? request.body : {};
  const items = (list: unknown[]) => ({ entity: 'collection', count: list.length, items: list });
  const route = { schema: { hide: true } };
  // Registered under /api, like every route of the app.
  const p = EMBEDDED_API_PREFIX.replace(/^\/api/, '');

  app.post(
    `${p}/orders`,
    route,
    handle((g, r) => g.createOrder(body(r))),
  );
  app.get(
    `${p}/orders/:id`,
    route,
    handle((g, r) => g.order(r.params.id)),
  );
  app.get(
    `${p}/orders/:id/payments`,
    route,
    handle(async (g, r) => items(await g.orderPayments(r.params.id))),
  );
  app.get(
    `${p}/payments/:id`,
    route,
    handle((g, r) => g.payment(r.params.id)),
  );
  app.post(
    `${p}/payments/:id/capture`,
    route,
    handle((g, r) => g.capture(r.params.id, body(r))),
  );
  app.post(
    `${p}/payments/:id/refund`,
    route,
    handle((g, r) => g.refund(r.params.id, body(r))),
  );
  app.get(
    `${p}/payments/:id/refunds`,
    route,
    handle(async (g, r) => items(await g.refunds(r.params.id))),
  );
  app.post(
    `${p}/payments/qr_codes`,
    route,
    handle((g, r) =>
      // The QR encodes a UPI link to the business's payee with the QR's id as the reference.
      g.createQr(body(r), (id, paise) => upiPayUrl(ctx.config.upi, rupeesOfPaise(paise), id)),
    ),
  );
  app.get(
    `${p}/payments/qr_codes/:id`,
    route,
    handle((g, r) => g.qr(r.params.id)),
  );
  app.get(
    `${p}/payments/qr_codes/:id/payments`,
    route,
    handle(async (g, r) => items(await g.qrPayments(r.params.id))),
  );
}
