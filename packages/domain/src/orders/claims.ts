import { fromPaise, toPaise } from './money.js';
import {
  isReplaced,
  isUnavailable,
  type RevisableItem,
  revisedPrice,
  revisedQuantity,
  toNumber,
} from './revision.js';

/**
 * Issue 44: after delivery the customer reports a problem with items (decision 0064). A claim names
 * items, a reason and a quantity each; Jhola decides small ones from what it knows and refunds at once,
 * the rest wait for an admin. Money is exact: every amount is counted in paise and shown in rupees.
 */
export const CLAIM_REASONS = [
  'missing',
  'damaged',
  'wrong_item',
  'expired',
  'poor_quality',
  'other',
] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];

/** How long after delivery a problem may be reported. */
export const CLAIM_WINDOW_HOURS = 48;
export const CLAIM_NOTE_MAX = 500;
export const CLAIM_PHOTOS_MAX = 3;

export const CLAIM_REASON_LABELS: Record<ClaimReason, string> = {
  missing: 'Missing',
  damaged: 'Damaged',
  wrong_item: 'Wrong item',
  expired: 'Expired',
  poor_quality: 'Poor quality',
  other: 'Other',
};

export const CLAIM_MESSAGES = {
  notDelivered: 'You can report a problem once the order has been delivered',
  windowClosed: 'Problems can be reported up to 48 hours after delivery',
  noLines: 'Choose at least one item',
  unknownItem: 'This item is not in the order',
  duplicateItem: 'Each item can be in the claim once',
  alreadyClaimed: 'A problem with this item has already been reported',
  notCharged: 'This item was not delivered or charged',
  tooMany: 'More than you received',
  quantity: 'Choose a quantity of at least 1',
  reason: 'Choose a reason',
  tooManyPhotos: 'At most 3 photos',
  claimNotFound: 'Claim not found',
  alreadyDecided: 'Another admin has already decided this claim',
  refusalReason: 'Say why this line is refused',
  decideEveryLine: 'Decide every line of the claim',
  approvedTooMuch: 'At most the amount claimed',
  creditNotEnough: 'Not enough Jhola credit',
  creditAmount: 'Enter an amount from ₹1 to ₹10,000',
  creditReason: 'Say why the credit is given',
  customerNotFound: 'Customer not found',
} as const;

/** The timeline's and the chat's words for a claim (catalogue texts, in each reader's language). */
export const CLAIM_NOTES = {
  reported: 'Problem reported: {items}',
  autoApproved: 'Refund of {amount} approved at once, to {destination}',
  approved: 'Refund of {amount} approved by {name}, to {destination}',
  refused: 'Claim refused by {name}',
  chatReported: 'I reported a problem: {items}',
} as const;

/** Where approved money goes: Jhola credit, or back to the online payment it came from. */
export const REFUND_DESTINATIONS = ['credit', 'original'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];
export const REFUND_DESTINATION_LABELS: Record<RefundDestination, string> = {
  credit: 'Jhola credit',
  original: 'the original payment',
};

export const CLAIM_STATUSES = ['in_review', 'approved', 'partly_approved', 'refused'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_LINE_STATUSES = ['in_review', 'approved', 'refused'] as const;

/** The quantity the customer received and the price paid for each (the replacement's when replaced). */
export function deliveredLine(item: RevisableItem): { quantity: number; unitPrice: number } {
  if (isUnavailable(item)) {
    if (!isReplaced(item) || !item.replacedWith) return { quantity: 0, unitPrice: 0 };
    return {
      quantity: Math.max(0, toNumber(item.replacedWith.quantity)),
      unitPrice: toNumber(item.replacedWith.price),
    };
  }
  return { quantity: Math.max(0, revisedQuantity(item)), unitPrice: revisedPrice(item) };
}

/** A line's claimable amount in rupees: the price paid for each unit × the units affected, exact. */
export const claimLineAmount = (unitPrice: number, quantity: number): number =>
  fromPaise(toPaise(unitPrice) * quantity);

/** Open from delivery for 48 hours. */
export function claimWindowOpen(deliveredAt: string | Date | null, now: Date): boolean {
  if (!deliveredAt) return false;
  const at = typeof deliveredAt === 'string' ? Date.parse(deliveredAt) : deliveredAt.getTime();
  return now.getTime() - at <= CLAIM_WINDOW_HOURS * 3_600_000;
}

/** The claim's overall status from its lines' decisions. */
export function claimStatusOf(
  lines: readonly { status: (typeof CLAIM_LINE_STATUSES)[number] }[],
): ClaimStatus {
  if (lines.some((l) => l.status === 'in_review')) return 'in_review';
  const approved = lines.filter((l) => l.status === 'approved').length;
  if (approved === lines.length) return 'approved';
  return approved === 0 ? 'refused' : 'partly_approved';
}
