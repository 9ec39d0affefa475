import { merchantRulesSchema, shopChangesQuerySchema, shopChangesReplySchema } from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { readMerchantRules, saveMerchantRules } from '../catalogue/merchant-rules.js';
import { listShopChanges } from '../catalogue/shop-changes.js';

const tags = ['admin merchant'];
const security = [{ bearer: [] }];
const rulesReply = z.object({ rules: merchantRulesSchema });

/** Issue 46: what admins see and set of the shops' owners: the audit of their changes, and their rules. */
export const merchantAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const admin = { onRequest: app.requireAuth('admin') };

  app.get(
    '/admin/shop-changes',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary:
          'Every change owners (and admins, and the reports) made to shops: who, when, what; newest first',
        querystring: shopChangesQuerySchema,
        response: { 200: envelope(shopChangesReplySchema) },
      },
    },
    async (request) => ok({ changes: await listShopChanges(ctx, request.query) }),
  );

  app.get(
    '/admin/merchant-rules',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: "The rules for owners' prices and for hiding reported products",
        response: { 200: envelope(rulesReply) },
      },
    },
    async () => ok({ rules: await readMerchantRules(ctx.db) }),
  );

  app.put(
    '/admin/merchant-rules',
    {
      ...admin,
      schema: {
        tags,
        security,
        summary: "Set the rules for owners' prices and for hiding reported products",
        body: merchantRulesSchema,
        response: { 200: envelope(rulesReply) },
      },
    },
    async (request) => ok({ rules: await saveMerchantRules(ctx.db, request.body) }),
  );
};
