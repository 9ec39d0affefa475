import { englishText, type Translate } from '../common/translate.js';
import { shopBillAmount } from './payment.js';

/**
 * PRODUCT.md §13 "When nobody answers": what happens when the customer does not answer a revision within
 * the shop's response time. A bill equal to the shop's bill for the approved items to the paisa is approved after the same time.
 */
export const IF_NO_ANSWER = ['approve', 'cancel'] as const;
export type IfNoAnswer = (typeof IF_NO_ANSWER)[number];
export const DEFAULT_IF_NO_ANSWER: IfNoAnswer = 'approve';

export const IF_NO_ANSWER_LABELS: Record<IfNoAnswer, string> = {
  approve: 'Approve the changes',
  cancel: 'Cancel the order',
};

/** The shop's response time when the catalogue names none. */
export const DEFAULT_RESPONSE_MINUTES = 10;

/** Minutes as the notes write them: whole, or at most two decimals (tests shorten the wait to seconds). */
export const roundedMinutes = (minutes: number): number =>
  Number.isInteger(minutes) ? minutes : Number(minutes.toFixed(2));

const MINUTES = '{minutes, plural, one {# minute} other {# minutes}}';

/** "10 minutes", "1 minute", "0.5 minutes" (tests shorten the wait to seconds). */
export const minutesLabel = (minutes: number, translate: Translate = englishText): string =>
  translate(MINUTES, { minutes: roundedMinutes(minutes) });

/** The catalogue texts of the deadline notes (`{minutes}`), which the server stores to render per reader. */
export const DEADLINE_NOTE_TEXTS = {
  revisionApproved: `Approved automatically after ${MINUTES}`,
  revisionCancelled: `Cancelled: no answer within ${MINUTES}`,
  billApproved: `Bill approved automatically after ${MINUTES}: it matched the approved items`,
} as const;

/** The timeline notes of an answer the server gave for the customer. */
export const DEADLINE_NOTES = {
  revisionApproved: (minutes: number, translate: Translate = englishText) =>
    translate(DEADLINE_NOTE_TEXTS.revisionApproved, { minutes: roundedMinutes(minutes) }),
  revisionCancelled: (minutes: number, translate: Translate = englishText) =>
    translate(DEADLINE_NOTE_TEXTS.revisionCancelled, { minutes: roundedMinutes(minutes) }),
  billApproved: (minutes: number, translate: Translate = englishText) =>
    translate(DEADLINE_NOTE_TEXTS.billApproved, { minutes: roundedMinutes(minutes) }),
} as const;

/**
 * A bill equal to what the shop's bill should show for the approved items, to the paisa (issue 28: the
 * items' subtotal, plus the tax a tax-on-top shop adds; never the delivery fee): approved for the customer
 * when they do not answer.
 */
export const billMatchesItems = (billAmount: number, approvedItems: number): boolean =>
  Math.round(billAmount * 100) === Math.round(approvedItems * 100);

/**
 * The admin board's flag (PRODUCT.md §13): a bill that differs from the approved items waits for the
 * customer however long it takes, so someone may need to call them.
 */
export const billNeedsCustomer = (order: {
  status: string;
  bill: { amount: number } | null;
  orderValue: { subtotal: number; taxes: number };
}): boolean =>
  order.status === 'bill_uploaded' &&
  order.bill !== null &&
  !billMatchesItems(order.bill.amount, shopBillAmount(order.orderValue));

/** Whole seconds left until a deadline (never below 0); null when nothing is awaited. */
export function secondsLeft(deadline: string | null | undefined, now: number = Date.now()): number | null {
  if (!deadline) return null;
  const at = Date.parse(deadline);
  if (!Number.isFinite(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

/** "9:05" for a countdown. */
export function countdownLabel(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
