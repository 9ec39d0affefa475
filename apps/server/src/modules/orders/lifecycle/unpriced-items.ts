import { blockedWhileUnpriced, CUSTOM_ITEM_MESSAGES, englishText, unpricedItems } from '@jhola/domain';
import { conflict } from '../../../http/errors.js';
import type { ApplyContext } from './transition.js';

/**
 * Issue 29: an order whose named items are not all priced (and approved) cannot reach the bill; a 409
 * names them. Run inside the transition, under the order's row lock.
 */
export async function refuseWhileUnpriced(action: string, { repo, row }: ApplyContext): Promise<void> {
  if (!blockedWhileUnpriced(action)) return;
  const unpriced = unpricedItems(await repo.items(row.id));
  if (unpriced.length === 0) return;
  const items = unpriced.map((item) => item.name).join(', ');
  throw conflict(englishText(CUSTOM_ITEM_MESSAGES.unpriced, { items }));
}
