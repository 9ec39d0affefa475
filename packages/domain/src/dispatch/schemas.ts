import { z } from 'zod';
import { idSchema } from '../common/ids.js';
import { storableString } from '../common/storable-string.js';

/** Issue 45: the requests and replies of shifts, offers and slots. */

const instant = z.iso.datetime({ offset: true, error: 'Use an ISO date and time' });
const STAFF_ROLES = ['shopper', 'delivery'] as const;

/** POST /api/staff/shift: go on or off duty, at a shop (shoppers) or in an area (riders). */
export const shiftActionSchema = z.object({
  action: z.enum(['start', 'end']),
  shopId: idSchema.optional(),
  area: storableString().trim().min(1).max(80).optional(),
  lat: z.number().min(-90).max(90).optional(),
  lng: z.number().min(-180).max(180).optional(),
});

/** The longest shift one may plan. */
export const MAX_SHIFT_HOURS = 12;

const shiftSpan = { start: instant, end: instant, shopId: idSchema.optional() };
/** A planned shift ends after it starts and lasts at most MAX_SHIFT_HOURS. */
const spanProblem = (s: { start: string; end: string }): string | null => {
  const length = Date.parse(s.end) - Date.parse(s.start);
  if (length <= 0) return 'The end must be after the start';
  return length > MAX_SHIFT_HOURS * 3600_000 ? `A shift is at most ${MAX_SHIFT_HOURS} hours` : null;
};
const checkSpan = (s: { start: string; end: string }, ctx: z.RefinementCtx) => {
  const problem = spanProblem(s);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['end'] });
};

/** POST /api/staff/shifts: a shift planned ahead. */
export const plannedShiftSchema = z.object(shiftSpan).superRefine(checkSpan);

/** POST /api/admin/shifts: an admin plans a shift for a shopper or rider. */
export const adminPlannedShiftSchema = z.object({ userId: idSchema, ...shiftSpan }).superRefine(checkSpan);

export const shiftSchema = z.object({
  _id: z.string(),
  userId: z.string(),
  role: z.enum(STAFF_ROLES),
  shop: z.object({ _id: z.string(), name: z.string() }).nullable(),
  area: z.string().nullable(),
  planned: z.boolean(),
  start: z.string(),
  end: z.string().nullable(),
});
export type Shift = z.infer<typeof shiftSchema>;

/** GET /api/staff/shift: my shift now (null: off duty) and the ones I planned. */
export const myShiftsSchema = z.object({ current: shiftSchema.nullable(), planned: z.array(shiftSchema) });
export type MyShifts = z.infer<typeof myShiftsSchema>;

/** One person on duty, for the admin. */
export const onDutySchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  shop: z.object({ _id: z.string(), name: z.string() }).nullable(),
  area: z.string().nullable(),
  since: z.string(),
  activeOrders: z.number().int(),
  openOffers: z.number().int(),
});

/** GET /api/admin/shifts: who is on duty now, and the shifts planned from now on. */
export const adminShiftsSchema = z.object({
  onDuty: z.array(onDutySchema),
  planned: z.array(shiftSchema.extend({ name: z.string() })),
  manualClaiming: z.boolean(),
});
export type AdminShifts = z.infer<typeof adminShiftsSchema>;

/** PUT /api/admin/dispatch: whether anyone may still claim an order offered to someone else. */
export const dispatchSettingsSchema = z.object({ manualClaiming: z.boolean() });

/** An order offered to me, with the moment it goes to the next person. */
export const offerSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  role: z.enum(STAFF_ROLES),
  shopName: z.string(),
  itemCount: z.number().int(),
  deadline: z.string(),
  /** A rider's second order on the same trip: the number of the one already in hand. */
  batchedWith: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;
export const offersSchema = z.object({ offers: z.array(offerSchema) });

export const slotSchema = z.object({
  start: z.string(),
  end: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
  available: z.number().int(),
});
/** GET /api/shops/:id/slots?date=: the day's one-hour slots within the shop's hours, and the next free one. */
export const slotsReplySchema = z.object({
  date: z.string(),
  slots: z.array(slotSchema),
  nextFree: slotSchema.nullable(),
  /** "As soon as possible (about N min)": the delivery estimate now (to lat/lng when given). */
  asapMinutes: z.number().int(),
});
export type SlotsReply = z.infer<typeof slotsReplySchema>;
export const slotsQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-29')
    .optional(),
});
/** The slot a customer books with POST /api/orders. */
export const slotChoiceSchema = z.object({ start: instant });
