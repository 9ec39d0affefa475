import {
  INQUIRY_HISTORY_LIMIT,
  INQUIRY_MESSAGE_TEXT,
  type InquiryHistoryResponse,
  type InquiryResponse,
  inquiryAvailability,
} from '@jhola/domain';
import { conflict, notFound } from '../../../http/errors.js';
import { OrderMessageRepository } from '../conversation/repository.js';
import { partiesOf, toMessage } from '../conversation/service.js';
import { type Actor, isOrderParty, ORDER_NOT_FOUND } from '../core/actor.js';
import type { OrderRecord } from '../core/order-mapper.js';
import { OrderRepository } from '../core/repository.js';
import type { LifecycleContext } from './context.js';
import { LifecycleRepository } from './repository.js';

export const INQUIRY_MESSAGES = {
  finished: (status: string) => `Inquiries are not available for ${status} orders`,
  wait: (minutes: number) =>
    `You can contact your shopper in ${minutes} minute${minutes === 1 ? '' : 's'}. Please wait a little longer.`,
  noShopper: 'No shopper has accepted this order yet. You can contact them once one is assigned.',
} as const;

/** The customer's own order with its shop and shopper; anyone else's (or none) is 404. */
async function loadOwnOrder(ctx: LifecycleContext, orderId: string, actor: Actor): Promise<OrderRecord> {
  const record = await new OrderRepository(ctx.db).loadFull(orderId);
  if (!record || actor.role !== 'customer' || !isOrderParty(record.row, actor))
    throw notFound(ORDER_NOT_FOUND);
  return record;
}

const availabilityOf = (record: OrderRecord, now: Date) =>
  inquiryAvailability(
    {
      status: record.row.status,
      createdAt: record.row.createdAt.toISOString(),
      shopId: { inquiryAvailableTime: record.shop.inquiryAvailableTime },
    },
    now,
  );

async function lastInquiries(ctx: LifecycleContext, orderId: string): Promise<InquiryResponse['inquiries']> {
  const recent = await new LifecycleRepository(ctx.db).recentInquiries(orderId, INQUIRY_HISTORY_LIMIT);
  return recent.map((i) => ({
    _id: i.id,
    method: i.method === 'whatsapp' ? 'whatsapp' : 'call',
    createdAt: i.createdAt.toISOString(),
  }));
}

/**
 * PRODUCT.md §4 "Inquiry availability", enforced: only the order's customer, only once the shop's waiting time
 * has passed since placement, never for delivered or cancelled orders, and only when there is a
 * shopper to reach. Each inquiry is recorded; the answer is the shopper's contact and the last 3.
 */
export async function recordInquiry(
  ctx: LifecycleContext,
  orderId: string,
  actor: Actor,
  method: 'call' | 'whatsapp',
): Promise<InquiryResponse> {
  const record = await loadOwnOrder(ctx, orderId, actor);
  const { row } = record;
  const now = ctx.now();
  const availability = availabilityOf(record, now);
  if (!availability.offered) throw conflict(INQUIRY_MESSAGES.finished(row.status));
  if (!availability.available) throw conflict(INQUIRY_MESSAGES.wait(availability.minutesLeft));
  if (!record.shopper) throw conflict(INQUIRY_MESSAGES.noShopper);

  const inquiryId = await new LifecycleRepository(ctx.db).insertInquiry({
    orderId: row.id,
    customerId: actor.id,
    method,
    createdAt: now,
  });
  // Issue 29: the inquiry is also the customer's message on the order's conversation.
  const { row: said } = await new OrderMessageRepository(ctx.db).insert({
    orderId: row.id,
    authorId: actor.id,
    fromRole: 'customer',
    authorName: actor.name,
    text: INQUIRY_MESSAGE_TEXT[method],
    createdAt: now,
  });
  ctx.events.emit('order.message', { message: toMessage(said), parties: partiesOf(row) });
  ctx.events.emit('order.inquiry', {
    orderId: row.id,
    shopperId: record.shopper.id,
    inquiry: { _id: inquiryId, method, createdAt: now.toISOString() },
  });
  return {
    shopper: { name: record.shopper.name, phone: record.shopper.phone },
    inquiries: await lastInquiries(ctx, row.id),
  };
}

/**
 * What the inquiry modal shows when it opens: the last 3 inquiries, whether contacting is allowed now
 * (by the same rule recordInquiry enforces) and the shopper's contact once one is assigned. Reading
 * records nothing.
 */
export async function inquiryHistory(
  ctx: LifecycleContext,
  orderId: string,
  actor: Actor,
): Promise<InquiryHistoryResponse> {
  const record = await loadOwnOrder(ctx, orderId, actor);
  const { available, minutesLeft } = availabilityOf(record, ctx.now());
  return {
    inquiries: await lastInquiries(ctx, record.row.id),
    availability: { available, minutesLeft },
    shopper: record.shopper ? { name: record.shopper.name, phone: record.shopper.phone } : null,
  };
}
