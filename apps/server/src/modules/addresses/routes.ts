import { savedAddressInputSchema, savedAddressPatchSchema, savedAddressSchema } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './service.js';

const listEnvelope = envelope(z.object({ addresses: z.array(savedAddressSchema) }));
const oneEnvelope = envelope(z.object({ address: savedAddressSchema }));
const idParams = z.object({ id: z.string().max(100) });
const bearer = [{ bearer: [] }];
const tags = ['addresses'];

/** The signed-in customer's saved delivery addresses (issue 12): exactly one default, their own only. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const customerOnly = app.requireAuth('customer');

  app.get(
    '/me/addresses',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        summary: 'My saved addresses, the default first',
        security: bearer,
        response: { 200: listEnvelope },
      },
    },
    async (request) => ok({ addresses: await listAddresses(app.ctx, request.auth!) }),
  );

  app.post(
    '/me/addresses',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        summary: 'Save an address (checked like a checkout address)',
        description: 'The first address, or one sent with isDefault: true, becomes the only default.',
        security: bearer,
        body: savedAddressInputSchema,
        response: { 201: oneEnvelope },
      },
    },
    async (request, reply) => {
      const address = await createAddress(app.ctx, request.auth!, request.body);
      return reply.status(201).send(ok({ address }, 'Address saved'));
    },
  );

  app.patch(
    '/me/addresses/:id',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        summary: 'Change a saved address or make it the default',
        description:
          'The stored address with the change applied must pass the checkout rules (422 otherwise).',
        security: bearer,
        params: idParams,
        body: savedAddressPatchSchema,
        response: { 200: oneEnvelope },
      },
    },
    async (request) =>
      ok(
        { address: await updateAddress(app.ctx, request.auth!, request.params.id, request.body) },
        'Address updated',
      ),
  );

  app.delete(
    '/me/addresses/:id',
    {
      onRequest: customerOnly,
      schema: {
        tags,
        summary: 'Delete a saved address; the oldest other one becomes the default if needed',
        security: bearer,
        params: idParams,
        response: { 200: listEnvelope },
      },
    },
    async (request) =>
      ok({ addresses: await deleteAddress(app.ctx, request.auth!, request.params.id) }, 'Address deleted'),
  );
};
