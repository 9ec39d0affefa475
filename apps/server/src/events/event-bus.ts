import { EventEmitter } from 'node:events';
import type {
  Language,
  Notice,
  Offer,
  Order,
  OrderAction,
  OrderMessage,
  OrderMessagesReadEvent,
  OrderPicksEvent,
} from '@jhola/domain';
import { outsideRequests } from '../db/deadline-scope.js';

/** Who is on an order: the people a conversation's events reach (with the admins). */
export interface OrderParties {
  customerId: string;
  shopperId: string | null;
  deliveryPersonId: string | null;
}

/**
 * In-process domain events, emitted by services after their transaction has committed.
 * The realtime module turns them into socket events; the demo shopper reacts to new orders.
 */
export interface DomainEvents {
  'order.changed': {
    order: Order;
    /**
     * What happened: a transition of the table, placement, a live location update, or the delivery
     * address placed on the map by the geocoder after the order was placed, or its money moved (issue 43:
     * a capture, a refund, the door's QR paid), or its delivery slot moved because the shop is closed
     * in it (issue 46).
     */
    action: OrderAction | 'created' | 'location' | 'geocoded' | 'payment' | 'slot_moved';
    previousStatus: string | null;
    /** `language`: the actor's saved language when known, so telling a customer of their own act reads nothing more. */
    actor: { id: string | null; role: string; name: string; language?: Language };
    reason?: string;
    /**
     * Issue 48: the change's event in the outbox (decision 0072), written with a status change; the
     * realtime bridge deletes it once pushed, or another process relays it if this one dies first.
     */
    liveEventId?: string;
  };
  /** Issue 45: an order was offered to one person on duty, who answers before the offer's deadline. */
  'order.offered': { userId: string; offer: Offer };
  /**
   * Issue 45: nobody on duty took a step of the order (or nobody was on duty): it goes on the waiting list
   * of every shopper or rider now, and not before (while dispatch had it, only the person offered saw it).
   */
  'order.open': { orderId: string; role: 'shopper' | 'delivery' };
  /** Issue 44: a claim was filed or decided; its customer and the admins hear it live. */
  'order.claim': { orderId: string; claimId: string; status: string; customerId: string };
  'notice.published': { notice: Notice };
  /** The customer asked after the order (call or WhatsApp): its shopper and the admins see it live. */
  'order.inquiry': {
    orderId: string;
    shopperId: string;
    inquiry: { _id: string; method: 'call' | 'whatsapp'; createdAt: string };
  };
  /** Issue 29: a message on an order's conversation. */
  'order.message': { message: OrderMessage; parties: OrderParties };
  /** Issue 29: one side read the other's messages. */
  'order.messagesRead': { read: OrderMessagesReadEvent; parties: OrderParties };
  /** Issue 29: the shopper's saved ticks changed. */
  'order.picks': { picks: OrderPicksEvent; parties: OrderParties };
  /** A shop or product was created or changed through the admin API. */
  'catalogue.changed': { shopId: string };
  /** Issue 46: a shop's owner (or an admin) opened or closed it, or changed hours or stock: open pages refresh. */
  'shop.changed': { shopId: string };
  /** A word was taught to mean another (issue 42): searched pages are answered anew. */
  'search.taught': Record<string, never>;
  /** A notice was deleted: open apps drop it. */
  'notice.removed': { noticeId: string };
  /** A session ended (logout), or every session of the user (no sessionId: password reset): sockets close at once. */
  'session.ended': { userId: string; sessionId?: string };
  /** The account's own details changed (its language): what a session carries is read again. */
  'account.changed': { userId: string };
}

export class EventBus {
  private readonly emitter = new EventEmitter({ captureRejections: true });

  constructor() {
    this.emitter.setMaxListeners(50);
  }

  on<K extends keyof DomainEvents>(event: K, listener: (payload: DomainEvents[K]) => void): () => void {
    this.emitter.on(event, listener);
    return () => this.emitter.off(event, listener);
  }

  emit<K extends keyof DomainEvents>(event: K, payload: DomainEvents[K]): void {
    // A failing listener must never break the request that already committed its change, nor the request's
    // deadline stop what the change sets off (db/deadline-scope.ts).
    for (const listener of this.emitter.listeners(event)) {
      try {
        outsideRequests(() => (listener as (p: DomainEvents[K]) => void)(payload));
      } catch (error) {
        this.emitter.emit('error', error);
      }
    }
  }

  onError(handler: (error: unknown) => void): void {
    this.emitter.on('error', handler);
  }
}
