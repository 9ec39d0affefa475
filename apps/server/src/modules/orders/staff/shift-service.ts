import type { AdminShifts, MyShifts, Shift } from '@jhola/domain';
import type { AppContext } from '../../../context.js';
import { conflict, notFound, validationError } from '../../../http/errors.js';
import type { Actor } from '../core/actor.js';
import { manualClaiming } from '../dispatch/dispatch-settings.js';
import { withdrawOffersOf } from '../dispatch/offer-service.js';
import { type NamedShift, ShiftRepository } from '../shifts/shift-repository.js';

type Ctx = Pick<AppContext, 'db' | 'now' | 'jobKinds'>;
type StaffRole = 'shopper' | 'delivery';

export const shiftOf = (row: NamedShift): Shift => ({
  _id: row.id,
  userId: row.userId,
  role: row.role,
  shop: row.shopId ? { _id: row.shopId, name: row.shopName ?? '' } : null,
  area: row.area,
  planned: row.planned,
  start: row.startsAt.toISOString(),
  end: row.endsAt?.toISOString() ?? null,
});

const staffRoleOf = (actor: Actor): StaffRole => {
  if (actor.role !== 'shopper' && actor.role !== 'delivery')
    throw conflict('Only shoppers and riders work shifts');
  return actor.role;
};

async function checkShop(repo: ShiftRepository, shopId: string | undefined): Promise<void> {
  if (shopId && (await repo.shopName(shopId)) === null)
    throw validationError([{ field: 'shopId', message: 'Shop not found' }]);
}

/**
 * "Start shift": the person is on duty from now, at a shop (a shopper) or in an area (a rider), until
 * "End shift". Starting again while on duty answers with the shift already running.
 */
export async function startShift(
  ctx: Ctx,
  actor: Actor,
  input: {
    shopId?: string | undefined;
    area?: string | undefined;
    lat?: number | undefined;
    lng?: number | undefined;
  },
): Promise<Shift> {
  const role = staffRoleOf(actor);
  const repo = new ShiftRepository(ctx.db);
  await checkShop(repo, input.shopId);
  const running = await repo.liveOf(actor.id);
  if (running) return shiftOf(running);
  const now = ctx.now();
  const position =
    input.lat !== undefined && input.lng !== undefined ? { lat: input.lat, lng: input.lng } : {};
  await repo.insert({
    userId: actor.id,
    role,
    shopId: input.shopId ?? null,
    area: input.area ?? null,
    ...position,
    planned: false,
    startsAt: now,
    createdBy: actor.id,
    createdAt: now,
  });
  return shiftOf((await repo.liveOf(actor.id))!);
}

/**
 * "End shift": off duty from now. The offers waiting for this person's answer go to the next person at
 * once (someone off duty is offered nothing). Ending when not on duty is a no-op.
 */
export async function endShift(ctx: Ctx, actor: Actor): Promise<null> {
  staffRoleOf(actor);
  await ctx.db.transaction(async (tx) => {
    await new ShiftRepository(tx).endLive(actor.id, ctx.now());
    await withdrawOffersOf(tx, actor.id, ctx.now());
  });
  ctx.jobKinds.wake();
  return null;
}

/** A shift planned ahead, by the person themselves or by an admin for them. */
export async function planShift(
  ctx: Ctx,
  by: Actor,
  input: { userId?: string; start: string; end: string; shopId?: string | undefined },
): Promise<Shift> {
  const repo = new ShiftRepository(ctx.db);
  const userId = input.userId ?? by.id;
  const role = input.userId ? await repo.staffRole(userId) : staffRoleOf(by);
  if (!role) throw notFound('No shopper or rider with this id');
  await checkShop(repo, input.shopId);
  const now = ctx.now();
  const end = new Date(input.end);
  if (end <= now) throw validationError([{ field: 'end', message: 'The shift has already ended' }]);
  const id = await repo.insert({
    userId,
    role,
    shopId: input.shopId ?? null,
    planned: true,
    startsAt: new Date(input.start),
    endsAt: end,
    createdBy: by.id,
    createdAt: now,
  });
  const planned = await repo.plannedFrom(now, userId);
  return shiftOf(planned.find((s) => s.id === id)!);
}

/** The staff app's shift screen: whether I am on duty, and what I planned. */
export async function myShifts(ctx: Ctx, actor: Actor): Promise<MyShifts> {
  const repo = new ShiftRepository(ctx.db);
  const [current, planned] = await Promise.all([
    repo.liveOf(actor.id),
    repo.plannedFrom(ctx.now(), actor.id),
  ]);
  return { current: current ? shiftOf(current) : null, planned: planned.map(shiftOf) };
}

/** The admin's view: who is on duty, where and how loaded; the shifts planned from now on. */
export async function adminShifts(ctx: Ctx): Promise<AdminShifts> {
  const repo = new ShiftRepository(ctx.db);
  const [onDuty, planned, manual] = await Promise.all([
    repo.onDuty(),
    repo.plannedFrom(ctx.now()),
    manualClaiming(ctx),
  ]);
  return {
    onDuty: onDuty.map((p) => ({
      userId: p.userId,
      name: p.name,
      role: p.role,
      shop: p.shopId ? { _id: p.shopId, name: p.shopName ?? '' } : null,
      area: p.area,
      since: p.since.toISOString(),
      activeOrders: p.activeOrders,
      openOffers: p.openOffers,
    })),
    planned: planned.map((s) => ({ ...shiftOf(s), name: s.name })),
    manualClaiming: manual,
  };
}
