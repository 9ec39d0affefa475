import {
  CLAIM_MESSAGES,
  type ClaimEvidence,
  type ClaimReason,
  claimLineAmount,
  deliveredLine,
  toPaise,
} from '@jhola/domain';
import { conflict, validationError } from '../../../http/errors.js';
import type { OrderItemRow, OrderRecord } from '../core/order-mapper.js';
import { replacedWithOf } from '../core/replacement-mapper.js';

/** Why a line cannot be approved without an admin (decision 0064), in the words the admin reads. */
export const CLAIM_FLAG_LABELS = {
  shopperFoundAll: 'The shopper ticked it found in full',
  replacementAccepted: 'The customer accepted this replacement',
} as const;

export interface ClaimedLine {
  itemId: string;
  reason: ClaimReason;
  quantity: number;
  note: string;
}

const itemForPrice = (item: OrderItemRow) => ({
  price: item.price,
  quantity: item.quantity,
  isAvailable: item.isAvailable,
  revisedQuantity: item.revisedQuantity,
  revisedPrice: item.revisedPrice,
  replacedWith: replacedWithOf(item),
});

/**
 * What Jhola knows about one claimed line (the shopper's tick and count, the replacement, the bill) and
 * the amount it is worth: the price paid for each unit × the units affected. A line for an item the
 * order does not hold, one already claimed, one never charged, or more units than received is refused
 * with the field that is wrong.
 */
export function checkLine(
  record: OrderRecord,
  claimed: ReadonlySet<string>,
  line: ClaimedLine,
  index: number,
): { item: OrderItemRow; amountPaise: number; evidence: ClaimEvidence } {
  const field = (name: string) => `lines.${index}.${name}`;
  const item = record.items.find((i) => i.id === line.itemId);
  if (!item) throw validationError([{ field: field('itemId'), message: CLAIM_MESSAGES.unknownItem }]);
  if (claimed.has(item.id)) throw conflict(CLAIM_MESSAGES.alreadyClaimed);
  const delivered = deliveredLine(itemForPrice(item));
  if (delivered.quantity === 0 || delivered.unitPrice <= 0)
    throw validationError([{ field: field('itemId'), message: CLAIM_MESSAGES.notCharged }]);
  if (line.quantity > delivered.quantity)
    throw validationError([{ field: field('quantity'), message: CLAIM_MESSAGES.tooMany }]);

  const replacement = replacedWithOf(item);
  const flags: string[] = [];
  const foundAll = item.pickState === 'found' && (item.pickQuantity ?? 0) >= delivered.quantity;
  if (line.reason === 'missing' && foundAll) flags.push(CLAIM_FLAG_LABELS.shopperFoundAll);
  if (line.reason === 'wrong_item' && replacement && !replacement.refused)
    flags.push(CLAIM_FLAG_LABELS.replacementAccepted);
  return {
    item,
    amountPaise: toPaise(claimLineAmount(delivered.unitPrice, line.quantity)),
    evidence: {
      orderedQuantity: item.originalQuantity ?? item.quantity,
      deliveredQuantity: delivered.quantity,
      unitPrice: delivered.unitPrice,
      pickState: item.pickState ?? null,
      pickQuantity: item.pickQuantity ?? null,
      replacedWith: replacement && !replacement.refused ? replacement.name : null,
      billApproved: record.row.billAmount !== null,
      flags,
    },
  };
}
