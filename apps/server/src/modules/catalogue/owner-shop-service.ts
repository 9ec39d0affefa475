import {
  isPaused,
  kolkataDate,
  MAX_PAUSE_DAYS,
  MERCHANT_MESSAGES,
  type OwnerShop,
  PEOPLE_MESSAGES,
  type ShopHoursRequest,
  type ShopStatusRequest,
  shopStatusNow,
  type UserRole,
} from '@jhola/domain';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import type { ShopRow } from '../../db/rows.js';
import { notFound, validationError } from '../../http/errors.js';
import { OwnerEditRepository } from './owner-edit-repository.js';
import { ShopChangeRepository } from './shop-change-repository.js';
import { scheduleClosuresChanged } from './shop-closures-job.js';
import { ShopOwnerRepository } from './shop-owner-repository.js';

/** Who changes a shop, and which shops they may change ('all' for an admin). */
export interface ShopScope {
  actor: { userId: string; name: string; role: UserRole };
  shops: ReadonlySet<string> | 'all';
}

export const inScope = (scope: ShopScope, shopId: string) => scope.shops === 'all' || scope.shops.has(shopId);

type OwnerContext = Pick<AppContext, 'db' | 'now' | 'events'>;

/** The shops an account runs: an owner's own, every shop for an admin. */
export async function shopScopeOf(db: DbOrTx, actor: ShopScope['actor']): Promise<ShopScope> {
  if (actor.role === 'admin') return { actor, shops: 'all' };
  return { actor, shops: new Set(await new ShopOwnerRepository(db).shopIdsOf(actor.userId)) };
}

/** Issue 46: names the shops a new owner runs; every id must be a shop (else 422, nothing written). */
export async function addShopOwner(db: DbOrTx, userId: string, shopIds: readonly string[], now: Date) {
  const repo = new ShopOwnerRepository(db);
  const known = await repo.existingShops(shopIds);
  const unknown = shopIds.findIndex((id) => !known.has(id));
  if (unknown >= 0)
    throw validationError([{ field: `shopIds.${unknown}`, message: PEOPLE_MESSAGES.shopUnknown }]);
  await repo.add(userId, shopIds, now);
}

export function toOwnerShop(row: ShopRow, now: Date): OwnerShop {
  const status = shopStatusNow(row, now);
  const today = kolkataDate(now);
  return {
    _id: row.id,
    name: row.name,
    category: row.category,
    isOpenNow: status.isOpen,
    statusText: status.text,
    pause: isPaused(row, now)
      ? { reason: row.pauseReason, reopensAt: row.pausedUntil?.toISOString() ?? null }
      : null,
    holidays: row.holidays.filter((day) => day >= today).sort(),
    operatingHours: row.operatingHours,
    rating: { average: row.ratingAverage, count: row.ratingCount },
  };
}

export async function ownerShops(
  ctx: Pick<AppContext, 'db' | 'now'>,
  scope: ShopScope,
): Promise<OwnerShop[]> {
  const repo = new ShopOwnerRepository(ctx.db);
  const rows = scope.shops === 'all' ? await repo.allShops() : await repo.shopsOf(scope.actor.userId);
  const now = ctx.now();
  return rows.map((row) => toOwnerShop(row, now));
}

async function shopInScope(db: DbOrTx, scope: ShopScope, shopId: string): Promise<ShopRow> {
  const row = inScope(scope, shopId) ? await new ShopOwnerRepository(db).findShop(shopId) : null;
  if (!row) throw notFound(MERCHANT_MESSAGES.shopNotFound);
  return row;
}

export async function ownerShop(ctx: Pick<AppContext, 'db' | 'now'>, scope: ShopScope, shopId: string) {
  return toOwnerShop(await shopInScope(ctx.db, scope, shopId), ctx.now());
}

/** "Close now" with a reason and maybe a time it opens by itself, or "Open" (which ends a pause). */
export async function setShopStatus(
  ctx: OwnerContext,
  scope: ShopScope,
  shopId: string,
  body: ShopStatusRequest,
) {
  const now = ctx.now();
  const until = !body.open && body.reopensAt ? new Date(body.reopensAt) : null;
  if (until && until.getTime() <= now.getTime())
    throw validationError([{ field: 'reopensAt', message: MERCHANT_MESSAGES.reopensInPast }]);
  if (until && until.getTime() - now.getTime() > MAX_PAUSE_DAYS * 86_400_000)
    throw validationError([{ field: 'reopensAt', message: MERCHANT_MESSAGES.reopensTooFar }]);
  const row = await ctx.db.transaction(async (tx) => {
    await shopInScope(tx, scope, shopId);
    const pause = body.open ? null : { at: now, until, reason: body.reason || null };
    await new OwnerEditRepository(tx).setPause(shopId, pause, now);
    await scheduleClosuresChanged(tx, shopId, now);
    await new ShopChangeRepository(tx).add(
      [
        {
          shopId,
          actor: scope.actor,
          kind: 'status',
          detail: { open: body.open, reason: pause?.reason ?? null, reopensAt: until?.toISOString() ?? null },
        },
      ],
      now,
    );
    return shopInScope(tx, scope, shopId);
  });
  announceShopChange(ctx, shopId);
  return toOwnerShop(row, now);
}

/** The weekly hours (null: always open) and, when sent, the holidays. */
export async function setShopHours(
  ctx: OwnerContext,
  scope: ShopScope,
  shopId: string,
  body: ShopHoursRequest,
) {
  const now = ctx.now();
  const holidays = body.holidays ? [...new Set(body.holidays)].sort() : undefined;
  const row = await ctx.db.transaction(async (tx) => {
    const before = await shopInScope(tx, scope, shopId);
    await new OwnerEditRepository(tx).setHours(shopId, body.operatingHours, holidays, now);
    await scheduleClosuresChanged(tx, shopId, now);
    await new ShopChangeRepository(tx).add(
      [
        {
          shopId,
          actor: scope.actor,
          kind: 'hours',
          detail: {
            before: { operatingHours: before.operatingHours, holidays: before.holidays },
            after: { operatingHours: body.operatingHours, holidays: holidays ?? before.holidays },
          },
        },
      ],
      now,
    );
    return shopInScope(tx, scope, shopId);
  });
  announceShopChange(ctx, shopId);
  return toOwnerShop(row, now);
}

/** After commit: cached shop replies are dropped, and open shop pages hear of it. */
export function announceShopChange(ctx: Pick<AppContext, 'events'>, shopId: string) {
  ctx.events.emit('catalogue.changed', { shopId });
  ctx.events.emit('shop.changed', { shopId });
}
