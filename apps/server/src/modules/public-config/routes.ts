import { publicConfigSchema } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../http/envelope.js';

/** GET /api/config: what the browser may know (no secret): Google client id or null, support e-mail, version, the
 * VAPID public key Web Push subscribes with. */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Public configuration: whether Google sign-in is on, the support e-mail and the version',
        response: { 200: envelope(publicConfigSchema) },
      },
    },
    async () => {
      const { config } = app.ctx;
      return ok({
        googleClientId: config.google.clientId ?? null,
        supportEmail: config.supportEmail,
        version: config.version,
        mapTiles: config.mapTiles,
        vapidPublicKey: app.ctx.vapid.publicKey,
      });
    },
  );
};
