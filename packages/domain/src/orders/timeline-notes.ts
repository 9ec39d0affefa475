import { DEADLINE_NOTE_TEXTS } from './deadline.js';

/**
 * The notes the server writes on an order's timeline, as catalogue texts (issue 19): the server stores
 * the text and its values beside the English note, so each reader gets the note in their own language.
 * A note a person typed (a shopper's note, a cancellation reason) is stored as typed, without a text.
 */
export const TIMELINE_NOTES = {
  placed: 'Order placed',
  accepted: '{name} accepted the order',
  billUploaded: 'Bill of {amount} uploaded',
  billApprovedByCustomer: 'Bill approved by the customer',
  revisionApprovedTotal: 'Revision approved; new total {total}',
  willDeliver: '{name} will deliver this order',
  deliveredWithCode: 'Delivered with the customer’s code',
  deliveryCodeUnlocked: '{name} unlocked the delivery code',
  revised: 'Revised: {changes}',
  revisedNoChanges: 'Revised: no changes',
  itemUnavailable: '{item} unavailable',
  itemReplaced: '{item} unavailable → replaced with {replacement} {quantity} × {price}',
  itemQuantity: '{item} {from} → {to}',
  itemPrice: '{item} price {from} → {to}',
  itemPriced: '{item} priced by the shopper: {quantity} × {price}',
  autoRevisionApproved: DEADLINE_NOTE_TEXTS.revisionApproved,
  autoRevisionCancelled: DEADLINE_NOTE_TEXTS.revisionCancelled,
  autoBillApproved: DEADLINE_NOTE_TEXTS.billApproved,
  /** Issue 45: a step taken from dispatch's offer (the transition's note instead of accepted / willDeliver). */
  assignedShopper: 'Assigned to a shopper: {name}',
  assignedRider: 'Rider assigned: {name} will deliver this order',
} as const;

/**
 * Issue 45: what dispatch did with a step of the order (decision 0068), one entry per offer. Nobody is
 * named: the customer reads these too, and an offer is not yet an assignment. `{before}` is what became
 * of the offer before (one of `DISPATCH_NOTES.before`).
 */
export const DISPATCH_NOTES = {
  shopper: {
    offered: 'Offered to a shopper on duty',
    next: '{before}; offered to the next shopper on duty',
    open: '{before}; no other shopper on duty, so any shopper may take it now',
  },
  delivery: {
    offered: 'Offered to a rider on duty',
    next: '{before}; offered to the next rider on duty',
    open: '{before}; no other rider on duty, so any rider may take it now',
  },
  before: {
    expired: 'Not accepted in time',
    declined: 'Declined',
    withdrawn: 'Went off duty before answering',
  },
} as const;

/** A note as a catalogue text and its values: what the server stores to render it per reader. */
export type TimelineNoteValue = string | number | readonly TimelineNoteText[];
export type TimelineNoteParams = Record<string, TimelineNoteValue>;
/** A value may itself be a list of notes (a revision's changes), rendered and joined with "; ". */
export interface TimelineNoteText {
  key: string;
  params?: TimelineNoteParams;
}
