import { z } from 'zod';

/**
 * PRODUCT.md §13 "When nobody answers": what happens when the customer does not answer a revision within
 * the shop's response time. A bill equal to the approved total to the paisa is approved after the same time.
 */
export const IF_NO_ANSWER = ['approve', 'cancel'] as const;
export type IfNoAnswer = (typeof IF_NO_ANSWER)[number];
export const DEFAULT_IF_NO_ANSWER: IfNoAnswer = 'approve';
export const ifNoAnswerSchema = z.enum(IF_NO_ANSWER);

export const IF_NO_ANSWER_LABELS: Record<IfNoAnswer, string> = {
  approve: 'Approve the changes',
  cancel: 'Cancel the order',
};

/** The shop's response time when the catalogue names none. */
export const DEFAULT_RESPONSE_MINUTES = 10;

/** "10 minutes", "1 minute", "0.5 minutes" (tests shorten the wait to seconds). */
export const minutesLabel = (minutes: number): string =>
  `${Number.isInteger(minutes) ? minutes : Number(minutes.toFixed(2))} minute${minutes === 1 ? '' : 's'}`;

/** The timeline notes of an answer the server gave for the customer. */
export const DEADLINE_NOTES = {
  revisionApproved: (minutes: number) => `Approved automatically after ${minutesLabel(minutes)}`,
  revisionCancelled: (minutes: number) => `Cancelled: no answer within ${minutesLabel(minutes)}`,
  billApproved: (minutes: number) =>
    `Bill approved automatically after ${minutesLabel(minutes)}: it matched the approved total`,
} as const;

/** A bill equal to the approved total to the paisa: approved for the customer when they do not answer. */
export const billMatchesTotal = (billAmount: number, approvedTotal: number): boolean =>
  Math.round(billAmount * 100) === Math.round(approvedTotal * 100);

/**
 * The admin board's flag (PRODUCT.md §13): a bill that differs from the approved total waits for the
 * customer however long it takes, so someone may need to call them.
 */
export const billNeedsCustomer = (order: {
  status: string;
  bill: { amount: number } | null;
  total: number;
}): boolean =>
  order.status === 'bill_uploaded' &&
  order.bill !== null &&
  !billMatchesTotal(order.bill.amount, order.total);

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
