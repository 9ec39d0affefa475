import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.js';
import { PhotoFiles } from './photo-files.js';

/**
 * GET /uploads/photos/<name>.webp: uploaded shop and product photos. A name is never reused, so the
 * answer is cached for a year. Served so that a browser only ever shows it as a picture: nosniff,
 * inline, and a policy that lets nothing inside run or load.
 */
export const photoFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const photos = new PhotoFiles(app.ctx.files);
  app.get(
    '/uploads/photos/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'An uploaded shop or product photo (WebP, cached for a year)',
        params: z.object({ file: z.string().max(60) }),
      },
    },
    async (request, reply) => {
      const photo = await photos.read(request.params.file);
      if (!photo) throw notFound('Photo not found');
      return reply
        .headers({
          'content-type': photo.contentType,
          'content-length': photo.bytes.length,
          'cache-control': 'public, max-age=31536000, immutable',
          'content-disposition': 'inline',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
          'cross-origin-resource-policy': 'same-origin',
        })
        .send(photo.bytes);
    },
  );
};
