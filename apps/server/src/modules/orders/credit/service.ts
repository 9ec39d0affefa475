import {
  CLAIM_MESSAGES,
  type CreditAccount,
  type CreditEntry,
  fromPaise,
  type GrantCreditRequest,
  isId,
  toPaise,
} from '@jhola/domain';
import type { AppContext } from '../../../context.js';
import { notFound } from '../../../http/errors.js';
import type { Actor } from '../core/actor.js';
import { addCredit } from './ledger.js';
import { type CreditEntryRow, CreditRepository } from './repository.js';

const toEntry = (row: CreditEntryRow): CreditEntry => ({
  id: row.id,
  amount: fromPaise(row.amountPaise),
  balanceAfter: fromPaise(row.balanceAfterPaise),
  kind: row.kind as CreditEntry['kind'],
  reason: row.reason,
  orderId: row.orderId,
  orderNumber: row.orderNumber,
  by: row.createdByName,
  createdAt: row.createdAt.toISOString(),
});

/** The customer's balance (the sum of the entries) and the entries, newest first. */
export async function creditAccount(ctx: Pick<AppContext, 'db'>, customerId: string): Promise<CreditAccount> {
  const repo = new CreditRepository(ctx.db);
  const [balance, rows] = await Promise.all([repo.balance(customerId), repo.list(customerId)]);
  return { balance: fromPaise(balance), entries: rows.map(toEntry) };
}

/** An admin's goodwill credit, with the reason the customer reads beside it. */
export async function grantCredit(
  ctx: Pick<AppContext, 'db' | 'now'>,
  admin: Actor,
  input: Omit<GrantCreditRequest, 'amount'> & { amount: number },
): Promise<CreditAccount> {
  const known = isId(input.customerId) && (await new CreditRepository(ctx.db).isCustomer(input.customerId));
  if (!known) throw notFound(CLAIM_MESSAGES.customerNotFound);
  await ctx.db.transaction((tx) =>
    addCredit(tx, {
      customerId: input.customerId,
      amountPaise: toPaise(input.amount),
      kind: 'goodwill',
      reason: input.reason,
      by: { id: admin.id, name: admin.name },
      now: ctx.now(),
    }),
  );
  return creditAccount(ctx, input.customerId);
}

export const credit = { creditAccount, grantCredit };
