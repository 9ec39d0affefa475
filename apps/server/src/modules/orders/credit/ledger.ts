import { type CreditEntryKind, creditToUse } from '@jhola/domain';
import type { DbOrTx } from '../../../db/client.js';
import { CreditRepository } from './repository.js';

/** Who wrote an entry: a person (an admin, the customer at checkout) or Jhola itself (id null). */
export interface LedgerAuthor {
  id: string | null;
  name: string;
}

export interface LedgerChange {
  customerId: string;
  kind: CreditEntryKind;
  reason: string;
  orderId?: string | null;
  claimId?: string | null;
  by: LedgerAuthor;
  now: Date;
}

/**
 * Adds credit inside the caller's transaction, under the customer's ledger lock (decision 0064).
 * Returns the new balance in paise.
 */
export async function addCredit(tx: DbOrTx, change: LedgerChange & { amountPaise: number }): Promise<number> {
  if (change.amountPaise <= 0) throw new Error('credit added must be positive');
  const ledger = new CreditRepository(tx);
  await ledger.lockLedger(change.customerId);
  const before = await ledger.balance(change.customerId);
  const row = await ledger.append(entryOf(change, change.amountPaise), before);
  return row.balanceAfterPaise;
}

/**
 * Uses up to `maxPaise` of the customer's credit inside the caller's transaction: as much as the balance
 * allows, read under the ledger lock so two spends at once can never take the same rupee twice. Returns
 * the paise used (0 when there is none).
 */
export async function spendCredit(tx: DbOrTx, change: LedgerChange & { maxPaise: number }): Promise<number> {
  const ledger = new CreditRepository(tx);
  await ledger.lockLedger(change.customerId);
  const before = await ledger.balance(change.customerId);
  const used = creditToUse(before, change.maxPaise);
  if (used > 0) await ledger.append(entryOf(change, -used), before);
  return used;
}

const entryOf = (change: LedgerChange, amountPaise: number) => ({
  customerId: change.customerId,
  amountPaise,
  kind: change.kind,
  reason: change.reason,
  orderId: change.orderId ?? null,
  claimId: change.claimId ?? null,
  createdBy: change.by.id,
  createdByName: change.by.name,
  createdAt: change.now,
});
