import {
  indiaDayBounds,
  indiaDayOf,
  rupeesOfPaise,
  type StaffDayTotal,
  tipShares,
  toPaise,
} from '@jhola/domain';
import type { DbOrTx } from '../../../db/client.js';
import { PaymentRepository, type PaymentRow } from '../core/payment-repository.js';
import { doorMethodOf, paymentStateOf } from '../core/payment-state.js';
import { StaffRepository } from './staff-repository.js';

/** How many India days back the staff history's day totals go (today included). */
export const STAFF_DAYS = 7;

interface DayPaise {
  delivered: number;
  deliveredValue: number;
  tips: number;
  online: number;
  cash: number;
  upi: number;
}

/**
 * Issue 43: the staff member's totals per India day of delivery (the last week, days with a delivery):
 * what the delivered orders came to, their share of those orders' tips (split as the admin's collections
 * split them), what the customers paid online (the captured bill and any top-up) and what this person
 * took at the door in cash or UPI. Summed in paise, converted once.
 */
export async function staffDayTotals(
  db: DbOrTx,
  staff: { userId: string; as: 'shopper' | 'delivery' },
  now: Date,
): Promise<StaffDayTotal[]> {
  const first = new Date(now.getTime() - (STAFF_DAYS - 1) * 24 * 3600_000);
  const from = indiaDayBounds(indiaDayOf(first)).from;
  const delivered = await new StaffRepository(db).deliveredSince(staff, from);
  const entries = await new PaymentRepository(db).forOrders(delivered.map((o) => o.id));
  const byOrder = new Map<string, PaymentRow[]>();
  for (const entry of entries)
    if (entry.orderId) byOrder.set(entry.orderId, [...(byOrder.get(entry.orderId) ?? []), entry]);
  const days = new Map<string, DayPaise>();
  for (const order of delivered) {
    const day = indiaDayOf(order.deliveredAt!);
    const total = days.get(day) ?? { delivered: 0, deliveredValue: 0, tips: 0, online: 0, cash: 0, upi: 0 };
    const money = byOrder.get(order.id) ?? [];
    const state = paymentStateOf(order, money);
    total.delivered += 1;
    total.deliveredValue += toPaise(order.revisedOrderValue?.total ?? order.total);
    total.tips += myTipShare(order, toPaise(state.tips), staff.userId);
    if (order.paymentMethod === 'online') total.online += toPaise(state.captured + state.topUp);
    if (order.paymentCollectedBy === staff.userId && order.paymentAmount) {
      const method = doorMethodOf(order.paymentMethod, order.paymentReference);
      total[method] += toPaise(order.paymentAmount);
    }
    days.set(day, total);
  }
  return [...days]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([day, t]) => ({
      day,
      delivered: t.delivered,
      deliveredValue: rupeesOfPaise(t.deliveredValue),
      tips: rupeesOfPaise(t.tips),
      online: rupeesOfPaise(t.online),
      cash: rupeesOfPaise(t.cash),
      upi: rupeesOfPaise(t.upi),
    }));
}

/** One person on the order (or the shopper of two) takes the "shopper" share; the second the rider's. */
export function myTipShare(
  order: { shopperId: string | null; deliveryPersonId: string | null },
  tipsPaise: number,
  userId: string,
): number {
  const riderId = order.deliveryPersonId;
  const twoPeople = Boolean(order.shopperId && riderId && order.shopperId !== riderId);
  const share = tipShares(tipsPaise, twoPeople);
  return twoPeople && riderId === userId ? share.rider : share.shopper;
}
