import { indiaDayBounds, indiaDayOf } from '../staff/india-day.js';

/**
 * Issue 45: delivery slots. A slot is one hour within the shop's hours, today or tomorrow (India days);
 * its capacity is the planned shopper-hours inside it times the orders one shopper picks in an hour.
 */
export const SLOT_MINUTES = 60;
const SLOT_MS = SLOT_MINUTES * 60_000;
/** SLOT_ORDERS_PER_SHOPPER_HOUR: orders one planned shopper-hour can take. */
export const ORDERS_PER_SHOPPER_HOUR = 4;
/** How many India days ahead a customer may book: today and tomorrow. */
export const SLOT_DAYS_AHEAD = 1;

export interface DeliverySlot {
  start: string;
  end: string;
  capacity: number;
  booked: number;
  available: number;
}

export const slotEndOf = (start: Date): Date => new Date(start.getTime() + SLOT_MS);

/** The 24 hour starts of an India day (YYYY-MM-DD), each on India's whole hour. */
export function hourStartsOf(day: string): Date[] {
  const { from } = indiaDayBounds(day);
  return Array.from({ length: 24 }, (_, hour) => new Date(from.getTime() + hour * SLOT_MS));
}

/** Whether an instant starts a slot: a whole hour in India's time (UTC+05:30, so :30 in UTC). */
export const isSlotStart = (at: Date): boolean =>
  (at.getTime() - indiaDayBounds(indiaDayOf(at)).from.getTime()) % SLOT_MS === 0;

/** The India days a customer may book at `now`: today and tomorrow. */
export function bookableDays(now: Date): string[] {
  const today = indiaDayOf(now);
  return Array.from({ length: SLOT_DAYS_AHEAD + 1 }, (_, ahead) =>
    indiaDayOf(new Date(indiaDayBounds(today).from.getTime() + ahead * 24 * 3600_000 + 3600_000)),
  );
}

/**
 * Orders a slot can take: the planned shopper-hours that fall inside it (a shift covering half of it
 * counts half an hour) times the orders per shopper-hour, rounded down.
 */
export function slotCapacity(
  shifts: { startsAt: Date; endsAt: Date }[],
  slotStart: Date,
  ordersPerShopperHour: number,
): number {
  const from = slotStart.getTime();
  const to = from + SLOT_MS;
  const hours = shifts.reduce((sum, shift) => {
    const overlap = Math.min(to, shift.endsAt.getTime()) - Math.max(from, shift.startsAt.getTime());
    return sum + Math.max(0, overlap) / 3600_000;
  }, 0);
  return Math.floor(hours * ordersPerShopperHour + 1e-9);
}

/** Why a slot cannot be booked, as the customer reads it. */
export const slotFullMessage = (booked: number, capacity: number): string =>
  capacity === 0 ? 'No shoppers are planned for this hour' : `Full: ${booked} of ${capacity} orders`;

/** "08:00": a slot edge as India's clock shows it (HH:MM, 24-hour), for formatShopTime. */
export const indiaClock = (iso: string): string =>
  new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(11, 16);
