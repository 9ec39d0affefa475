import { doorQrSchema } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../http/envelope.js';
import { doorQrFor } from './door-qr-service.js';

/** POST /api/shopper/orders/:id/upi-qr: the carrier's gateway UPI QR for what is due at the door. */
export const doorQrRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/shopper/orders/:id/upi-qr',
    {
      onRequest: app.requireAuth('shopper', 'delivery'),
      schema: {
        tags: ['delivery'],
        security: [{ bearer: [] }],
        summary: "The door's UPI QR for exactly the amount due (the gateway's dynamic QR code)",
        description:
          'For the person carrying the order, once out for delivery; the same open code again for the same ' +
          'amount. Paid, the gateway\'s webhook marks it and the order event turns the screen "Paid ✓". ' +
          '409 when nothing is due.',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: envelope(z.object({ qr: doorQrSchema })) },
      },
    },
    async (request) => ok({ qr: await doorQrFor(app.ctx, request.params.id, request.auth!) }),
  );
};
