import {
  bookableDays,
  type DeliverySlot,
  deliveryEstimateMinutes,
  distanceKm,
  formatShopTime,
  hourStartsOf,
  indiaClock,
  indiaDayOf,
  isSlotStart,
  type OperatingHours,
  type ShopClosures,
  type SlotsReply,
  shopStatusNow,
  slotCapacity,
  slotEndOf,
  slotFullMessage,
} from '@jhola/domain';
import type { AppContext } from '../../../context.js';
import type { DbOrTx } from '../../../db/client.js';
import { AppError, notFound, validationError } from '../../../http/errors.js';
import { ShiftRepository } from '../shifts/shift-repository.js';
import { SlotRepository } from './slot-repository.js';

export type SlotShop = {
  id: string;
  operatingHours: OperatingHours | null;
  closedOn: string | null;
} & ShopClosures;
export type SlotCtx = { db: DbOrTx; now: () => Date; perHour: number };

export const SLOT_MESSAGES = {
  notOffered: 'Choose one of the delivery slots offered for today or tomorrow',
  closed: 'The shop is closed at that time',
  days: 'Delivery slots are for today and tomorrow',
} as const;

/** A slot lies within the shop's hours when the shop is open at its start and in its last minute. */
export const withinHours = (shop: SlotShop, start: Date) =>
  shopStatusNow(shop, start).isOpen &&
  shopStatusNow(shop, new Date(slotEndOf(start).getTime() - 60_000)).isOpen;

/** The day's slots still to come within the shop's hours, each with its capacity and bookings. */
async function daySlots(ctx: SlotCtx, shop: SlotShop, day: string): Promise<DeliverySlot[]> {
  const now = ctx.now();
  const starts = hourStartsOf(day).filter((start) => start > now && withinHours(shop, start));
  if (starts.length === 0) return [];
  const from = starts[0]!;
  const to = slotEndOf(starts.at(-1)!);
  const [spans, booked] = await Promise.all([
    new ShiftRepository(ctx.db).plannedShopperSpans(shop.id, from, to),
    new SlotRepository(ctx.db).booked(shop.id, from, to),
  ]);
  return starts.map((start) => {
    const capacity = slotCapacity(spans, start, ctx.perHour);
    const taken = booked.get(start.getTime()) ?? 0;
    return {
      start: start.toISOString(),
      end: slotEndOf(start).toISOString(),
      capacity,
      booked: taken,
      available: Math.max(0, capacity - taken),
    };
  });
}

/** The first slot with a free place from now on (today, then tomorrow), or null. */
export async function nextFree(ctx: SlotCtx, shop: SlotShop, after?: Date): Promise<DeliverySlot | null> {
  for (const day of bookableDays(ctx.now())) {
    const free = (await daySlots(ctx, shop, day)).find(
      (s) => s.available > 0 && (!after || Date.parse(s.start) > after.getTime()),
    );
    if (free) return free;
  }
  return null;
}

export const perHourOf = (ctx: Pick<AppContext, 'config'>) => ctx.config.dispatch.ordersPerShopperHour;

/** GET /api/shops/:id/slots?date=: one India day's slots (today unless named) and the next free one. */
export async function listSlots(
  ctx: Pick<AppContext, 'db' | 'now' | 'config' | 'deliveryLoad'>,
  shopId: string,
  query: { date?: string | undefined; lat?: number | undefined; lng?: number | undefined },
): Promise<SlotsReply> {
  const { date } = query;
  const shop = await new SlotRepository(ctx.db).shop(shopId);
  if (!shop) throw notFound('Shop not found');
  const day = date ?? indiaDayOf(ctx.now());
  if (!bookableDays(ctx.now()).includes(day))
    throw validationError([{ field: 'date', message: SLOT_MESSAGES.days }]);
  const slotCtx = { db: ctx.db, now: ctx.now, perHour: perHourOf(ctx) };
  const [slots, free, load] = await Promise.all([
    daySlots(slotCtx, shop, day),
    nextFree(slotCtx, shop),
    ctx.deliveryLoad.read(),
  ]);
  // The same estimate placement promises; a place not given counts as the edge of the radius.
  const there =
    query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
  const km =
    shop.lat !== null && shop.lng !== null && there
      ? distanceKm({ lat: shop.lat, lng: shop.lng }, there)
      : shop.deliveryRadiusKm;
  const asapMinutes = deliveryEstimateMinutes({
    distanceKm: km,
    pickingMinutes: shop.pickingMinutes,
    ...load,
  });
  return { date: day, slots, nextFree: free, asapMinutes };
}

const slotLabel = (slot: DeliverySlot) =>
  `${formatShopTime(indiaClock(slot.start))}–${formatShopTime(indiaClock(slot.end))}`;

/**
 * Books a place in the slot starting at `startIso`, inside the placing transaction: the slot must be
 * one offered (a whole India hour, today or tomorrow, still to come, within the shop's hours). The
 * slot's row lock makes concurrent bookings count one after another, so exactly `capacity` succeed; a
 * full slot says why and names the next free one.
 */
export async function bookSlot(
  db: DbOrTx,
  ctx: Pick<AppContext, 'now' | 'config'>,
  shop: SlotShop,
  startIso: string,
): Promise<Date> {
  const now = ctx.now();
  const start = new Date(startIso);
  const offered = isSlotStart(start) && start > now && bookableDays(now).includes(indiaDayOf(start));
  if (!offered) throw validationError([{ field: 'slot', message: SLOT_MESSAGES.notOffered }]);
  if (!withinHours(shop, start)) throw validationError([{ field: 'slot', message: SLOT_MESSAGES.closed }]);
  const slots = new SlotRepository(db);
  await slots.lock(shop.id, start);
  const end = slotEndOf(start);
  const perHour = perHourOf(ctx);
  const capacity = slotCapacity(
    await new ShiftRepository(db).plannedShopperSpans(shop.id, start, end),
    start,
    perHour,
  );
  const booked = (await slots.booked(shop.id, start, end)).get(start.getTime()) ?? 0;
  if (booked < capacity) return start;
  const next = await nextFree({ db, now: ctx.now, perHour }, shop, start);
  const message = `${slotFullMessage(booked, capacity)}.${next ? ` The next free slot is ${slotLabel(next)}.` : ''}`;
  throw new AppError('CONFLICT', message, [{ field: 'slot', message }]);
}
