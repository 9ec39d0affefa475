import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ifNoneMatchHits } from '../../http/etag.js';
import { MAX_SLUG_LENGTH, MEDIA_KINDS, SLUG_PATTERN } from './paths.js';
import { renderSvg } from './svg.js';

const params = z.object({
  kind: z.enum(MEDIA_KINDS),
  file: z
    .string()
    .max(MAX_SLUG_LENGTH + 4)
    .regex(/^[a-z0-9-]+\.svg$/)
    .refine((f) => SLUG_PATTERN.test(f.slice(0, -4))),
});

// The picture depends only on the path, so it never changes: cache it for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** GET /media/<kind>/<slug>.svg: generated demo images, so the catalogue needs no outside address. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/:kind/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'A generated SVG image for a shop or product (stable, cached for a year)',
        params,
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const svg = renderSvg(kind, file.slice(0, -4));
      const etag = `"${createHash('sha1').update(svg).digest('base64url').slice(0, 20)}"`;
      void reply.headers({
        'cache-control': IMMUTABLE,
        etag,
        'x-content-type-options': 'nosniff',
        // An SVG opened directly must not be able to run anything.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
      if (ifNoneMatchHits(request.headers['if-none-match'], etag)) {
        return reply.status(304).send();
      }
      return reply.type('image/svg+xml').send(Buffer.from(svg));
    },
  );
};
