import type {
  MessageSender,
  OrderMessage,
  OrderMessagesReadEvent,
  OrderMessagesResponse,
} from '@jhola/domain';
import type { QueryClient } from '@tanstack/react-query';
import { conversationKeys } from './conversation-keys.js';

/** Which side of the conversation an app writes for: the customer, or the order's staff (shopper, delivery, admin). */
export type ConversationSide = 'customer' | 'staff';

const sideOf = (sender: MessageSender): ConversationSide => (sender === 'customer' ? 'customer' : 'staff');

/** A message sent here or heard live joins the cached conversation once (by its id); the other side's count as unread. */
export function addMessage(client: QueryClient, message: OrderMessage, reader: ConversationSide): void {
  const mine = sideOf(message.from) === reader;
  client.setQueryData<OrderMessagesResponse>(conversationKeys.messages(message.orderId), (current) =>
    !current || current.messages.some((m) => m._id === message._id)
      ? current
      : {
          ...current,
          messages: [...current.messages, message],
          unread: mine ? current.unread : current.unread + 1,
        },
  );
}

/**
 * Read receipts: one side read the other side's messages. When it is this app's side (on another device,
 * or a colleague: the staff share one count), nothing is left unread here.
 */
export function applyMessagesRead(
  client: QueryClient,
  event: OrderMessagesReadEvent,
  reader: ConversationSide,
): void {
  const readerSide = sideOf(event.reader);
  client.setQueryData<OrderMessagesResponse>(conversationKeys.messages(event.orderId), (current) =>
    current
      ? {
          ...current,
          unread: readerSide === reader ? 0 : current.unread,
          messages: current.messages.map((m) =>
            !m.readAt && sideOf(m.from) !== readerSide ? { ...m, readAt: event.readAt } : m,
          ),
        }
      : current,
  );
}

/** This side read the conversation: nothing left unread. */
export function markedRead(client: QueryClient, orderId: string): void {
  client.setQueryData<OrderMessagesResponse>(conversationKeys.messages(orderId), (current) =>
    current ? { ...current, unread: 0 } : current,
  );
}
