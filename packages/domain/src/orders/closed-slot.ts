import { formatShopTime, shopTimeText } from '../catalogue/hours.js';
import { englishText, type Translate } from '../common/translate.js';
import { indiaClock, slotEndOf } from '../dispatch/slots.js';
import { indiaDayOf } from '../staff/india-day.js';
import type { TimelineNoteText } from './timeline-notes.js';

/**
 * Issue 46: a booked delivery slot the shop is closed in (a holiday, "Close now" past it, shorter hours)
 * moves to the next open slot with room within a day of it, or the order is cancelled with the reason.
 * Only orders the shopper has not started on move: one at the shop or picking is already happening.
 */
export const SLOT_MOVABLE_STATUSES = ['pending_shopper', 'accepted_by_shopper'] as const;

/** How much later than the booked slot a move may go; past that the customer is better told "cancelled". */
export const SLOT_MOVE_WITHIN_MS = 24 * 3600_000;

/**
 * A "Close now" with no reopening time may end any minute: only slots starting within this long are
 * treated as closed by it (the owner has not reopened by then), the later ones wait and are looked at again.
 */
export const OPEN_ENDED_PAUSE_REACH_MS = 3600_000;

/** Timeline notes (catalogue texts, rendered per reader) and the cancellation's reason. */
export const CLOSED_SLOT_NOTES = {
  moved: 'The shop is closed in your slot {from}; your delivery moved to {to}',
  cancelled: 'The shop is closed in your slot {from} and no slot within a day has room',
} as const;

/** "30/11 9:00 AM–10:00 AM": a slot as India's calendar (day/month, no words to translate) and clock show it. */
export function slotLabel(start: Date, t: Translate = englishText): string {
  const [, month, day] = indiaDayOf(start).split('-');
  const from = formatShopTime(indiaClock(start.toISOString()), t);
  const to = formatShopTime(indiaClock(slotEndOf(start).toISOString()), t);
  return `${day}/${month} ${from}–${to}`;
}

/** A slot's label's template: the day, and the two times as each reader's language says them. */
export const SLOT_LABEL_TEXT = '{day} {from}–{to}';

/**
 * The slot's label as a catalogue text (for a timeline note, stored once and read in each reader's
 * language): "30/11 9:00 AM–10:00 AM", or "30/11 सुबह 9:00–सुबह 10:00".
 */
export function slotLabelText(start: Date): TimelineNoteText {
  const [, month, day] = indiaDayOf(start).split('-');
  const time = (at: Date) => {
    const text = shopTimeText(indiaClock(at.toISOString()));
    return text ? [text] : [];
  };
  return {
    key: SLOT_LABEL_TEXT,
    params: { day: `${day}/${month}`, from: time(start), to: time(slotEndOf(start)) },
  };
}
