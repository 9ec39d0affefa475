import { INQUIRY_HISTORY_LIMIT, type InquiryResponse, inquiryAvailability } from '@jhola/domain';
import { conflict, notFound } from '../../http/errors.js';
import { OrderRepository } from '../orders/repository.js';
import { type Actor, isOrderParty } from './actor.js';
import type { LifecycleContext } from './context.js';
import { LifecycleRepository } from './repository.js';
import { ORDER_NOT_FOUND } from './transition.js';

export const INQUIRY_MESSAGES = {
  finished: (status: string) => `Inquiries are not available for ${status} orders`,
  wait: (minutes: number) =>
    `You can contact your shopper in ${minutes} minute${minutes === 1 ? '' : 's'}. Please wait a little longer.`,
  noShopper: 'No shopper has accepted this order yet. You can contact them once one is assigned.',
} as const;

/**
 * §4 "Inquiry availability", enforced: only the order's customer, only once the shop's waiting time
 * has passed since placement, never for delivered or cancelled orders, and only when there is a
 * shopper to reach. Each inquiry is recorded; the answer is the shopper's contact and the last 3.
 */
export async function recordInquiry(
  ctx: LifecycleContext,
  orderId: string,
  actor: Actor,
  method: 'call' | 'whatsapp',
): Promise<InquiryResponse> {
  const orders = new OrderRepository(ctx.db);
  const record = await orders.loadFull(orderId);
  if (!record || actor.role !== 'customer' || !isOrderParty(record.row, actor))
    throw notFound(ORDER_NOT_FOUND);
  const { row } = record;
  const now = ctx.now();
  const availability = inquiryAvailability(
    {
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      shopId: { inquiryAvailableTime: record.shop.inquiryAvailableTime },
    },
    now,
  );
  if (!availability.offered) throw conflict(INQUIRY_MESSAGES.finished(row.status));
  if (!availability.available) throw conflict(INQUIRY_MESSAGES.wait(availability.minutesLeft));
  if (!record.shopper) throw conflict(INQUIRY_MESSAGES.noShopper);

  const repo = new LifecycleRepository(ctx.db);
  await repo.insertInquiry({ orderId: row.id, customerId: actor.id, method, createdAt: now });
  const recent = await repo.recentInquiries(row.id, INQUIRY_HISTORY_LIMIT);
  return {
    shopper: { name: record.shopper.name, phone: record.shopper.phone },
    inquiries: recent.map((i) => ({
      _id: i.id,
      method: i.method === 'whatsapp' ? 'whatsapp' : 'call',
      createdAt: i.createdAt.toISOString(),
    })),
  };
}
