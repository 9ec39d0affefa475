import { type OnlineMoney, type OnlineOrderMoney, rupeesOfPaise, tipShares } from '@jhola/domain';
import type { DbOrTx } from '../../../db/client.js';
import { PaymentRepository, type PaymentRow } from '../core/payment-repository.js';
import { isRelease } from '../core/payment-state.js';
import { CollectionsRepository, type OrderPeopleRow } from './repository.js';

/** One order's day of online money, in paise (summed exactly before the one conversion to rupees). */
export interface OrderLedger {
  captured: number;
  released: number;
  refunded: number;
  pending: number;
  tips: number;
}

const emptyLedger = (): OrderLedger => ({ captured: 0, released: 0, refunded: 0, pending: 0, tips: 0 });

/**
 * Adds one gateway entry to its order's ledger of the day it was made (issue 43), with the order's own
 * rules (core/payment-state.ts) so the admin and the customer read the same figures: a capture counts
 * what it kept and releases what a partial capture left of its hold; a refund that only gives back the
 * unused hold (capture-then-refund gateways) is a release, not a refund; refunds count once asked
 * (processed or on their way, as the customer is shown); pending is what the customer authorised and
 * the gateway has not yet charged or confirmed; a top-up (a bill above the hold, paid online afterwards)
 * is captured money of its order. The door's UPI QR stays with the rider's door money.
 */
export function addEntry(ledger: OrderLedger, entry: PaymentRow, hold: PaymentRow | undefined): void {
  const amount = entry.amountPaise;
  if (entry.kind === 'hold') {
    if (entry.status === 'authorized') ledger.pending += amount;
    if (entry.status === 'released') ledger.released += amount;
  } else if (entry.kind === 'capture') {
    if (entry.status === 'pending') ledger.pending += amount;
    if (entry.status !== 'captured') return;
    ledger.captured += amount;
    if (hold) ledger.released += Math.max(0, hold.amountPaise - amount);
  } else if (entry.kind === 'refund' && entry.status !== 'failed') {
    if (isRelease(entry)) {
      ledger.captured -= amount;
      ledger.released += amount;
    } else if (entry.status === 'processed' || entry.status === 'pending') ledger.refunded += amount;
  } else if (entry.kind === 'tip' && entry.status === 'captured') ledger.tips += amount;
  // A bill above the hold paid online afterwards: charged to the order like its capture.
  else if (entry.kind === 'topup' && entry.status === 'captured') ledger.captured += amount;
}

/** The online money of the gateway entries made in [from, to), per order and in total, each with its people. */
export async function onlineMoneyBetween(db: DbOrTx, from: Date, to: Date): Promise<OnlineMoney> {
  const payments = new PaymentRepository(db);
  // Holds not (yet) an order are left out: until the gateway confirms, no order owns the money.
  const made = (await payments.between(from, to)).filter((row) => row.orderId !== null);
  const orderIds = [...new Set(made.map((row) => row.orderId!))];
  const everyEntry = new Map((await payments.forOrders(orderIds)).map((row) => [row.id, row]));
  const ledgers = new Map<string, OrderLedger>();
  for (const entry of made) {
    const ledger = ledgers.get(entry.orderId!) ?? emptyLedger();
    addEntry(ledger, entry, entry.parentId ? everyEntry.get(entry.parentId) : undefined);
    ledgers.set(entry.orderId!, ledger);
  }
  const people = new Map(
    (await new CollectionsRepository(db).orderPeople(orderIds)).map((row) => [row.orderId, row]),
  );
  const lines = [...ledgers]
    .filter(([, l]) => l.captured || l.released || l.refunded || l.pending || l.tips)
    .flatMap(([orderId, ledger]) => {
      const who = people.get(orderId);
      return who ? [orderLine(who, ledger)] : [];
    })
    .sort((a, b) => a.orderNumber.localeCompare(b.orderNumber));
  const total = (key: keyof OrderLedger) =>
    rupeesOfPaise([...ledgers.values()].reduce((sum, ledger) => sum + ledger[key], 0));
  return {
    orders: lines,
    totals: {
      captured: total('captured'),
      released: total('released'),
      refunded: total('refunded'),
      pending: total('pending'),
      tips: total('tips'),
    },
  };
}

function orderLine(who: OrderPeopleRow, ledger: OrderLedger): OnlineOrderMoney {
  return {
    _id: who.orderId,
    orderNumber: who.orderNumber,
    customer: { _id: who.customerId, name: who.customerName },
    captured: rupeesOfPaise(ledger.captured),
    released: rupeesOfPaise(ledger.released),
    refunded: rupeesOfPaise(ledger.refunded),
    pending: rupeesOfPaise(ledger.pending),
    tips: rupeesOfPaise(ledger.tips),
    tipShares: sharesOf(who, ledger.tips),
  };
}

/** A tip goes to the shopper and the delivery person, split when they are two people (as the order shows it). */
function sharesOf(who: OrderPeopleRow, tipsPaise: number): OnlineOrderMoney['tipShares'] {
  if (tipsPaise === 0) return [];
  if (!who.shopperId && !who.riderId)
    return [{ role: 'unassigned', _id: null, name: null, amount: rupeesOfPaise(tipsPaise) }];
  const twoPeople = Boolean(who.shopperId && who.riderId && who.shopperId !== who.riderId);
  const split = tipShares(tipsPaise, twoPeople);
  const lead = who.shopperId
    ? { role: 'shopper' as const, _id: who.shopperId, name: who.shopperName }
    : { role: 'rider' as const, _id: who.riderId, name: who.riderName };
  const shares = [{ ...lead, amount: rupeesOfPaise(split.shopper) }];
  if (twoPeople)
    shares.push({ role: 'rider', _id: who.riderId, name: who.riderName, amount: rupeesOfPaise(split.rider) });
  return shares;
}
