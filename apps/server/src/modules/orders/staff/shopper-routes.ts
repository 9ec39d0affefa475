import multipart from '@fastify/multipart';
import {
  deliverRequestSchema,
  locationRequestSchema,
  reviseRequestSchema,
  savePicksRequestSchema,
  shopperStatusRequestSchema,
  staffCancelRequestSchema,
} from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../http/envelope.js';
import { uploadDeadline } from '../../../http/request-deadline.js';
import { actorOf } from '../core/actor.js';
import { bearerSecurity, ordersReply } from '../core/schemas.js';
import { MAX_BILL_BYTES } from '../lifecycle/bill-storage.js';
import { orderActionSchema, replyWithOrder } from '../lifecycle/route-helpers.js';
import { lifecycle } from '../lifecycle/service.js';
import { staffOrders } from '../lifecycle/staff-queries.js';
import { readBillUpload } from './bill-upload.js';
import { cardsReply } from './schemas.js';
import { deliveryCards, shopperCards } from './staff-service.js';

const tags = ['staff'];
const security = bearerSecurity;

export const ACCESS =
  'Roles are checked on every call (403 for another role). An order the caller has no part in is ' +
  'answered 404, exactly like another customer’s order for a customer: a shopper sees orders waiting ' +
  'for a shopper and the ones they accepted; a delivery person sees paid-for orders nobody has claimed ' +
  'and the ones they claimed. A step the order’s status does not allow is 409 naming the status.';

export const DELIVERY =
  'Who delivers: the assigned shopper, by default. A user with the delivery role may instead claim a ' +
  'bill_approved order (POST /shopper/orders/{id}/accept-delivery) and then sets out_for_delivery, ' +
  'shares the location and delivers it; the assigned shopper may still do so too.';

const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  scope: z.enum(['active', 'completed', 'all']).default('all'),
});

/** The staff API of server-contract "Order lifecycle": shoppers and delivery people. */
export const shopperRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: only the bill upload takes multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MAX_BILL_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });
  const shopper = app.requireAuth('shopper');
  const carrier = app.requireAuth('shopper', 'delivery');
  const delivery = app.requireAuth('delivery');
  const one = (summary: string, description = ACCESS) => orderActionSchema(tags, summary, description);

  app.get(
    '/shopper/orders/available',
    {
      onRequest: shopper,
      schema: {
        tags,
        security,
        summary: 'Orders waiting for a shopper, oldest first, as cards',
        description:
          'Each order gains distanceKm (shop to customer, straight line, one decimal; null without ' +
          'coordinates) and itemCount (units to pick). The customer phone is withheld until accepted. ' +
          'Live: sockets of shoppers get newOrderAvailable and orderTaken.',
        response: { 200: cardsReply },
      },
    },
    async (request) => ok(await shopperCards(app.ctx, actorOf(request.auth))),
  );

  app.get(
    '/shopper/orders/awaiting-delivery',
    {
      onRequest: delivery,
      schema: {
        tags,
        security,
        summary: 'Paid-for orders no delivery person has claimed yet (same as GET /delivery/orders/ready)',
        description: DELIVERY,
        response: { 200: cardsReply },
      },
    },
    async (request) => ok(await deliveryCards(app.ctx, actorOf(request.auth))),
  );

  app.get(
    '/shopper/orders',
    {
      onRequest: carrier,
      schema: {
        tags,
        security,
        summary: 'My orders (as shopper, or as delivery person), newest first',
        querystring: listQuery,
        response: { 200: ordersReply },
      },
    },
    async (request) => ok(await staffOrders(app.ctx, actorOf(request.auth), request.query)),
  );

  app.post(
    '/shopper/orders/:id/accept',
    { onRequest: shopper, schema: one('Accept a waiting order') },
    async (request) =>
      replyWithOrder(lifecycle.accept(app.ctx, request.params.id, actorOf(request.auth)), 'Order accepted'),
  );

  app.post(
    '/shopper/orders/:id/accept-delivery',
    {
      onRequest: delivery,
      schema: one('Claim a bill_approved order for delivery', `${DELIVERY} ${ACCESS}`),
    },
    async (request) =>
      replyWithOrder(
        lifecycle.claimDelivery(app.ctx, request.params.id, actorOf(request.auth)),
        'Delivery claimed',
      ),
  );

  app.put(
    '/shopper/orders/:id/status',
    {
      onRequest: carrier,
      schema: {
        ...one(
          'Report progress: shopper_at_shop, shopping_in_progress, final_shopping or out_for_delivery',
          `out_for_delivery makes the 4-digit delivery code (shown only to the customer). ${DELIVERY} ${ACCESS}`,
        ),
        body: shopperStatusRequestSchema,
      },
    },
    async (request) => {
      const { status, note } = request.body;
      return replyWithOrder(
        lifecycle.setStatus(app.ctx, request.params.id, actorOf(request.auth), status, note),
        'Status updated',
      );
    },
  );

  app.post(
    '/shopper/orders/:id/revise',
    {
      onRequest: shopper,
      schema: {
        ...one(
          'Revise the order while shopping: availability, quantity, price and a note per item',
          "Each line names one of the order's items by `itemId` (or, as before, by `productId`; 422 otherwise); " +
            'items not listed stay as ordered, except an unpriced item the customer named (isCustom), which must ' +
            'be priced (isAvailable with revisedQuantity and revisedPrice) or marked not available. A not-available item ' +
            'needs no revisedQuantity or revisedPrice and may carry `replacement` {productId, quantity}: a product ' +
            'of the same shop, in stock, priced by the server from its catalogue; its stock is reserved and the ' +
            "missing item's released (422 for an item whose customer chose \"Don't replace\", another shop's " +
            `product or too little stock). The server computes revisedOrderValue. ${ACCESS}`,
        ),
        body: reviseRequestSchema,
      },
    },
    async (request) =>
      replyWithOrder(
        lifecycle.revise(app.ctx, request.params.id, actorOf(request.auth), request.body),
        'Revision sent to the customer',
      ),
  );

  app.put(
    '/shopper/orders/:id/picks',
    {
      onRequest: shopper,
      schema: {
        ...one(
          "Save the checklist's ticks as they happen (found, not_available, changed, replaced)",
          'Issue 29: by itemId, with the quantity or price found when changed. Only while shopping (409 ' +
            'otherwise); an item not on the order is 422 and nothing is saved. The customer and the ' +
            `order's staff get \`order:picks\` live. ${ACCESS}`,
        ),
        body: savePicksRequestSchema,
      },
    },
    async (request) =>
      ok(await lifecycle.savePicks(app.ctx, request.params.id, actorOf(request.auth), request.body.items)),
  );

  app.post(
    '/shopper/orders/:id/bill',
    {
      onRequest: shopper,
      config: { ...uploadDeadline },
      schema: one(
        'Upload the bill: multipart/form-data with one image (field `bill`) and `amount` in rupees',
        `JPEG, PNG or WebP, checked by content (415 otherwise), at most 5 MB (413). ${ACCESS}`,
      ),
    },
    async (request) => {
      const upload = await readBillUpload(request);
      return replyWithOrder(
        lifecycle.uploadBill(app.ctx, request.params.id, actorOf(request.auth), upload),
        'Bill uploaded',
      );
    },
  );

  app.put(
    '/shopper/orders/:id/location',
    {
      onRequest: carrier,
      schema: {
        ...one(
          'Share the live location while out for delivery',
          `Only the order's shopper or delivery person. ${ACCESS}`,
        ),
        body: locationRequestSchema,
      },
    },
    async (request) =>
      replyWithOrder(
        lifecycle.updateLocation(app.ctx, request.params.id, actorOf(request.auth), request.body),
      ),
  );

  app.post(
    '/shopper/orders/:id/deliver',
    {
      onRequest: carrier,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        ...one(
          'Deliver with the customer’s 4-digit code and how they paid (cash or UPI; cash when absent)',
          `A wrong code is 422 with the attempts left; the 5th wrong code in a row locks delivery for 15 minutes (423 with Retry-After). ${ACCESS}`,
        ),
        body: deliverRequestSchema,
      },
    },
    async (request) =>
      replyWithOrder(
        lifecycle.deliver(
          app.ctx,
          request.params.id,
          actorOf(request.auth),
          request.body.otp,
          request.body.payment,
        ),
        'Order delivered',
      ),
  );

  app.put(
    '/shopper/orders/:id/cancel',
    {
      onRequest: shopper,
      schema: { ...one('Cancel the order with a reason (assigned shopper)'), body: staffCancelRequestSchema },
    },
    async (request) =>
      replyWithOrder(
        lifecycle.cancel(app.ctx, request.params.id, actorOf(request.auth), request.body.reason),
        'Order cancelled',
      ),
  );
};
