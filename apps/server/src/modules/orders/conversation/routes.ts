import multipart from '@fastify/multipart';
import {
  CONVERSATION_MESSAGES,
  idSchema,
  messagesReadResponseSchema,
  orderMessageSchema,
  orderMessagesResponseSchema,
  postMessageRequestSchema,
  unreadMessagesResponseSchema,
} from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../http/envelope.js';
import { validationError } from '../../../http/errors.js';
import { readImageParts } from '../../../http/multipart-image.js';
import { sendPrivateImage } from '../../../http/private-image.js';
import { uploadDeadline } from '../../../http/request-deadline.js';
import { MAX_IMAGE_BYTES } from '../../photos/web-image.js';
import { actorOf } from '../core/actor.js';
import { bearerSecurity, orderIdParams } from '../core/schemas.js';
import { conversation, type NewMessage } from './service.js';

const tags = ['conversation'];
const security = bearerSecurity;
const WHO =
  "The order's customer, its shopper, its delivery person and admins, with their own token; anyone else " +
  '(another customer, another shopper) is 404, as is a malformed id; without a token 401.';

const KEY = /^[\w-]{8,100}$/;
/**
 * The Idempotency-Key this write honours, declared so that the API's description names it (and the apps'
 * transport, which keys exactly the writes declared so, agrees: http/client-retries.test.ts). Optional; a
 * key of another shape is ignored. Loose: the other headers (the multipart's type) stay as they came.
 */
const messageHeaders = z.looseObject({ 'idempotency-key': z.string().optional() });

/** A message is JSON `{ text }` or multipart with one `image` and an optional `text` field. */
async function readNewMessage(request: Parameters<typeof readImageParts>[0]): Promise<NewMessage> {
  const header = request.headers['idempotency-key'];
  const clientKey = typeof header === 'string' && KEY.test(header) ? header : undefined;
  if (request.isMultipart()) {
    const { image, fields } = await readImageParts(request, {
      field: 'image',
      notMultipart: CONVERSATION_MESSAGES.notMultipart,
      tooLarge: CONVERSATION_MESSAGES.imageSize,
      oneOnly: CONVERSATION_MESSAGES.oneImage,
      unexpected: CONVERSATION_MESSAGES.unexpected,
    });
    const text = fields.get('text') ?? '';
    if (text.length > 1000) throw validationError([{ field: 'text', message: 'At most 1,000 characters' }]);
    if (!image) throw validationError([{ field: 'image', message: CONVERSATION_MESSAGES.noText }]);
    return { text, image, ...(clientKey ? { clientKey } : {}) };
  }
  const parsed = postMessageRequestSchema.safeParse(request.body ?? {});
  if (!parsed.success)
    throw validationError(
      parsed.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? 'text'),
        message: issue.message,
      })),
    );
  return { text: parsed.data.text, ...(clientKey ? { clientKey } : {}) };
}

/** Issue 29: the order's conversation (docs/decisions/0043-shopping-together-live.md). */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 2, fieldSize: 4096, parts: 3 },
  });
  const party = app.requireAuth();

  app.get(
    '/orders/:id/messages',
    {
      onRequest: party,
      schema: {
        tags,
        security,
        summary: "The order's conversation, oldest first",
        description: `With the reader's unread count and whether writing is open. Reading marks nothing read (POST .../messages/read does). ${WHO}`,
        params: orderIdParams,
        response: { 200: envelope(orderMessagesResponseSchema) },
      },
    },
    async (request) => ok(await conversation.listMessages(app.ctx, request.params.id, actorOf(request.auth))),
  );

  app.post(
    '/orders/:id/messages',
    {
      onRequest: party,
      config: { ...uploadDeadline, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary: 'Write into the conversation: JSON { text } (1–1,000 characters) or multipart with an image',
        description:
          'Open from placement until 24 hours after the order is delivered or cancelled (409 after). A photo ' +
          'is JPEG, PNG or WebP checked by content (415), at most 5 MB (413), re-encoded to WebP. With an ' +
          `Idempotency-Key header a retry answers the first message (200) and stores nothing. ${WHO}`,
        params: orderIdParams,
        headers: messageHeaders,
        response: {
          200: envelope(z.object({ message: orderMessageSchema })),
          201: envelope(z.object({ message: orderMessageSchema })),
        },
      },
    },
    async (request, reply) => {
      const input = await readNewMessage(request);
      const { message, created } = await conversation.postMessage(
        app.ctx,
        request.params.id,
        actorOf(request.auth),
        input,
      );
      return reply.status(created ? 201 : 200).send(ok({ message }));
    },
  );

  app.post(
    '/orders/:id/messages/read',
    {
      onRequest: party,
      schema: {
        tags,
        security,
        summary: "Read receipts: I have read the other side's messages",
        description: `Marks the other side's unread messages read now and tells the order's people live. An admin's reading marks nothing. ${WHO}`,
        params: orderIdParams,
        response: { 200: envelope(messagesReadResponseSchema) },
      },
    },
    async (request) => ok(await conversation.markRead(app.ctx, request.params.id, actorOf(request.auth))),
  );

  app.get(
    '/orders/:id/messages/:messageId/image',
    {
      onRequest: party,
      schema: {
        tags,
        security,
        summary: "A message's photo (WebP)",
        description: `Never cached. ${WHO}`,
        params: z.object({ id: idSchema, messageId: idSchema }),
      },
    },
    async (request, reply) => {
      const image = await conversation.openImage(
        app.ctx,
        request.params.id,
        request.params.messageId,
        actorOf(request.auth),
      );
      return sendPrivateImage(reply, image);
    },
  );

  app.get(
    '/messages/unread',
    {
      onRequest: party,
      schema: {
        tags,
        security,
        summary:
          'Unread messages per order: a customer’s own orders, the orders a shopper or delivery person works on',
        response: { 200: envelope(unreadMessagesResponseSchema) },
      },
    },
    async (request) => ok(await conversation.unreadCounts(app.ctx, actorOf(request.auth))),
  );
};
