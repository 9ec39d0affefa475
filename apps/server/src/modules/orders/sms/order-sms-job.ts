import {
  amountDueAtDoor,
  ORDER_SMS_EVENTS,
  type OrderSmsEvent,
  type OrderStatus,
  orderSmsEventFor,
  orderSmsOutdated,
  orderSmsText,
  readIndianMobile,
} from '@jhola/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context.js';
import { translatorFor } from '../../../i18n/translator.js';
import { HOUR_MS } from '../../jobs/kinds.js';
import type { NewJob } from '../../jobs/repository.js';
import { createSmsSender } from '../../sms/create-sms-sender.js';
import { OrderSmsRepository } from './order-sms-repository.js';

/** The job kind that texts the customer about one moment of one order; its key names both. */
export const ORDER_SMS_JOB = 'order.sms';

/** An SMS that could not go in about an hour is stale: its moment has passed. */
const SMS_RETRY = { maxAttempts: 6, baseDelayMs: 30_000, capMs: HOUR_MS / 4 };

/**
 * The SMS job of a move to `to`, if that moment is one the customer hears about (issue 45). Written in
 * the transition's own transaction and never rescheduled (`ensure`): each moment is texted once.
 */
export function orderSmsJobFor(orderId: string, to: OrderStatus, now: Date): NewJob | null {
  const event = orderSmsEventFor(to);
  if (!event) return null;
  return { kind: ORDER_SMS_JOB, key: `${orderId}:${event}`, payload: { orderId, event }, runAt: now };
}

const isEvent = (value: unknown): value is OrderSmsEvent =>
  typeof value === 'string' && (ORDER_SMS_EVENTS as readonly string[]).includes(value);

/**
 * Sends one order SMS through the SMS adapter, in the customer's language, to the phone given for the
 * order (else the account's): nothing when the customer turned order SMS off, when the order was
 * cancelled since, or when "on its way" comes after it was delivered.
 */
export function registerOrderSmsJob(
  ctx: Pick<AppContext, 'db' | 'config' | 'jobKinds'>,
  log: FastifyBaseLogger,
): void {
  const sms = createSmsSender(ctx.config.sms, log);
  ctx.jobKinds.handle(
    {
      [ORDER_SMS_JOB]: async (payload) => {
        const { orderId, event } = payload;
        if (typeof orderId !== 'string' || !isEvent(event)) return;
        const facts = await new OrderSmsRepository(ctx.db).facts(orderId);
        if (!facts?.orderSms || orderSmsOutdated(event, facts.status)) return;
        const phone = [facts.contactPhone, facts.accountPhone].map(readIndianMobile).find((p) => p.ok);
        if (!phone?.ok) return;
        const bill = facts.billAmount === null ? null : { amount: facts.billAmount };
        const text = orderSmsText(
          event,
          {
            orderNumber: facts.orderNumber,
            shopName: facts.shopName,
            code: facts.deliveryOtp,
            amount: amountDueAtDoor({ total: facts.total, deliveryFee: facts.deliveryFee, bill }),
          },
          translatorFor(facts.language),
        );
        await sms.send({ to: `+91${phone.digits}`, text });
      },
    },
    SMS_RETRY,
  );
}
