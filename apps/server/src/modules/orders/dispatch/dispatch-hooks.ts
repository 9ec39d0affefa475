import { isReadyForDelivery, type OrderStatus } from '@jhola/domain';
import type { Tx } from '../../../db/client.js';
import { JobRepository, type NewJob } from '../../jobs/repository.js';
import type { OrderRow } from '../core/order-mapper.js';
import { dispatchJob } from './dispatcher.js';

/**
 * A new order is offered to a shopper at once; one booked into a slot when its picking must start
 * (the slot's start less the shop's picking minutes). Written in the placing transaction, so every
 * committed order has its dispatch job.
 */
export async function scheduleShopperOffer(tx: Tx, row: OrderRow, pickingMinutes: number, now: Date) {
  const wake = row.slotStart ? new Date(row.slotStart.getTime() - pickingMinutes * 60_000) : now;
  await new JobRepository(tx).schedule(dispatchJob(row.id, 'shopper', wake > now ? wake : now), now);
}

/** The step that makes an order ready with nobody to carry it asks dispatch for a rider (same transaction). */
export const riderOfferFor = (row: OrderRow, to: OrderStatus, now: Date): NewJob | null =>
  isReadyForDelivery(to) && !isReadyForDelivery(row.status) && row.deliveryPersonId === null
    ? dispatchJob(row.id, 'delivery', now)
    : null;
