import multipart from '@fastify/multipart';
import { idSchema, productReplySchema, shopReplySchema } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { validationError } from '../../http/errors.js';
import { readImageParts } from '../../http/multipart-image.js';
import { uploadDeadline } from '../../http/request-deadline.js';
import { MAX_IMAGE_BYTES } from '../photos/web-image.js';
import { PHOTO_MESSAGES, setProductPhoto, setShopPhoto } from './photo-service.js';

const tags = ['admin catalogue'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: idSchema });
const DESCRIPTION =
  'multipart/form-data with one file in field `image`: JPEG, PNG or WebP, at most 5 MB (413), the type ' +
  'decided by the content, never the name or the declared type (415 otherwise). The photo is turned ' +
  'upright, scaled down to a web size and re-encoded as WebP without any metadata (no location), then ' +
  'replaces the images; the customer app shows it at once.';

/** Shop and product photo upload (admin). */
export const photoUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: only these routes take multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 2, fieldSize: 1024, parts: 3 },
  });
  const admin = { onRequest: app.requireAuth('admin') };
  const readPhoto = async (request: Parameters<typeof readImageParts>[0]) => {
    const { image } = await readImageParts(request, {
      field: 'image',
      notMultipart: 'Send the photo as multipart/form-data (field image)',
      tooLarge: PHOTO_MESSAGES.size,
      oneOnly: 'Attach one photo only',
      unexpected: 'Send only the photo',
    });
    if (!image) throw validationError([{ field: 'image', message: PHOTO_MESSAGES.missing }]);
    return image;
  };

  app.post(
    '/admin/shops/:id/photo',
    {
      ...admin,
      config: { ...uploadDeadline },
      schema: {
        tags,
        security,
        summary: "Upload the shop's photo",
        description: DESCRIPTION,
        params: idParams,
        response: { 200: envelope(shopReplySchema) },
      },
    },
    async (request) =>
      ok({ shop: await setShopPhoto(app.ctx, request.params.id, await readPhoto(request)) }, 'Photo updated'),
  );

  app.post(
    '/admin/products/:id/photo',
    {
      ...admin,
      config: { ...uploadDeadline },
      schema: {
        tags,
        security,
        summary: "Upload the product's photo",
        description: DESCRIPTION,
        params: idParams,
        response: { 200: envelope(productReplySchema) },
      },
    },
    async (request) =>
      ok(
        { product: await setProductPhoto(app.ctx, request.params.id, await readPhoto(request)) },
        'Photo updated',
      ),
  );
};
