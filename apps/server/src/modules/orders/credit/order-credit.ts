import { amountDueAtDoor, fromPaise, isCancelled, type OrderStatus, toPaise } from '@jhola/domain';
import type { DbOrTx } from '../../../db/client.js';
import type { OrderRecord, OrderRow } from '../core/order-mapper.js';
import { addCredit, spendCredit } from './ledger.js';
import { CreditRepository } from './repository.js';

/**
 * Issue 44: "Use Jhola credit" at checkout. Inside the placing transaction the credit pays the order's
 * total first, in full or in part; the order keeps how much, and the rest is due at the door.
 */
export async function payWithCredit(
  tx: DbOrTx,
  record: OrderRecord,
  customer: { userId: string; name: string },
  now: Date,
): Promise<OrderRecord> {
  const { row } = record;
  const used = await spendCredit(tx, {
    customerId: row.customerId,
    maxPaise: toPaise(row.total),
    kind: 'order_payment',
    reason: row.orderNumber,
    orderId: row.id,
    by: { id: customer.userId, name: customer.name },
    now,
  });
  if (used === 0) return record;
  await new CreditRepository(tx).setOrderCreditUsed(row.id, fromPaise(used));
  return { ...record, row: { ...row, creditUsed: fromPaise(used) } };
}

/**
 * The step that ends an order settles its credit, in the same transaction (so once): a cancelled order
 * gives back all it used; a delivered one gives back what the final bill did not need.
 */
export async function settleOrderCredit(
  tx: DbOrTx,
  row: OrderRow,
  to: OrderStatus,
  now: Date,
): Promise<void> {
  const ledger = new CreditRepository(tx);
  const used = await ledger.usedByOrder(row.id);
  if (used === 0) return;
  const due = isCancelled(to)
    ? 0
    : toPaise(
        amountDueAtDoor({
          total: row.revisedOrderValue?.total ?? row.total,
          deliveryFee: row.deliveryFee,
          bill: row.billAmount === null ? null : { amount: row.billAmount },
        }),
      );
  const back = used - Math.min(used, due);
  if (back === 0) return;
  await addCredit(tx, {
    customerId: row.customerId,
    amountPaise: back,
    kind: 'order_return',
    reason: row.orderNumber,
    orderId: row.id,
    by: { id: null, name: 'Jhola' },
    now,
  });
  await ledger.setOrderCreditUsed(row.id, fromPaise(used - back));
}
