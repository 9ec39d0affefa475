import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.js';
import { ifNoneMatchHits } from '../../http/etag.js';
import { decodePackLabel, MAX_PACK_FILE } from './pack-label.js';
import { renderPack } from './pack-svg.js';
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

// A wildcard, not a parameter: a pack's name may be longer than a parameter's 100 characters.
const packParams = z.object({
  '*': z
    .string()
    .max(MAX_PACK_FILE + 4)
    .regex(/^[A-Za-z0-9_-]+\.svg$/),
});

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): FastifyReply {
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
}

/**
 * GET /media/<kind>/<slug>.svg: generated demo images, so the catalogue needs no outside address; and
 * GET /media/packs/<label>.svg: a product's packshot with its brand, name and size (pack-label.ts).
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/packs/*',
    {
      schema: {
        tags: ['media'],
        summary: 'A generated packshot of a product: its brand, name and size (stable, cached for a year)',
        params: packParams,
      },
    },
    async (request, reply) => {
      const label = decodePackLabel(request.params['*'].slice(0, -4));
      if (!label) throw notFound('No such picture');
      return sendSvg(request, reply, renderPack(label));
    },
  );

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
      return sendSvg(request, reply, renderSvg(kind, file.slice(0, -4)));
    },
  );
};
