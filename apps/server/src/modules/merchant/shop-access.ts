import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import { type ShopScope, shopScopeOf } from '../catalogue/owner-shop-service.js';

/**
 * Issue 46: the shops the caller may run, read once per request: an owner's own (shop_owners), every
 * shop for an admin. Every merchant call asks it; another shop is answered as if it did not exist (404).
 */
export function scopeOf(ctx: Pick<AppContext, 'db'>, request: FastifyRequest): Promise<ShopScope> {
  const auth = request.auth!;
  return shopScopeOf(ctx.db, { userId: auth.userId, name: auth.name, role: auth.role });
}
