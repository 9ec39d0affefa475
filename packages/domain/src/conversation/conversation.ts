import { z } from 'zod';
import { isTerminalStatus } from '../orders/status.js';
import type { OrderMessagesReadEvent } from '../realtime/events.js';

/** Issue 29: who wrote a message on an order's conversation. */
export const MESSAGE_SENDERS = ['customer', 'shopper', 'delivery', 'admin'] as const;
export type MessageSender = (typeof MESSAGE_SENDERS)[number];

export const MESSAGE_TEXT_MAX = 1000;
/** The conversation stays open this long after the order is delivered or cancelled. */
export const CONVERSATION_AFTER_END_HOURS = 24;

export const orderMessageSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  from: z.enum(MESSAGE_SENDERS),
  authorName: z.string(),
  text: z.string(),
  /** Same-origin path of the re-encoded photo, served to the order's parties only; null without one. */
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  /** When the other side (the customer, or the order's staff) first read it; null while unread. */
  readAt: z.string().nullable(),
});
export type OrderMessage = z.infer<typeof orderMessageSchema>;

export const postMessageRequestSchema = z.object({
  text: z.string().trim().min(1, 'Write a message').max(MESSAGE_TEXT_MAX, 'At most 1,000 characters'),
});

export const orderMessagesResponseSchema = z.object({
  messages: z.array(orderMessageSchema),
  /** Messages from the other side the reader has not read yet. */
  unread: z.number().int().nonnegative(),
  /** Whether the reader may write now (the window of CONVERSATION_AFTER_END_HOURS). */
  open: z.boolean(),
});
export type OrderMessagesResponse = z.infer<typeof orderMessagesResponseSchema>;

export const unreadMessagesResponseSchema = z.object({
  orders: z.array(z.object({ orderId: z.string(), unread: z.number().int().positive() })),
});
export type UnreadMessagesResponse = z.infer<typeof unreadMessagesResponseSchema>;

export const messagesReadResponseSchema = z.object({ read: z.number().int().nonnegative() });

/**
 * Issue 29: the conversation is open from placement until CONVERSATION_AFTER_END_HOURS after the order
 * was delivered or cancelled (`endedAt`).
 */
export function conversationOpen(order: { status: string; endedAt: Date | null }, now: Date): boolean {
  if (!isTerminalStatus(order.status)) return true;
  if (!order.endedAt) return false;
  return now.getTime() - order.endedAt.getTime() < CONVERSATION_AFTER_END_HOURS * 3_600_000;
}

/** The first line of a message, for a push or a preview (a photo alone reads "Photo"). */
export function messagePreview(message: Pick<OrderMessage, 'text' | 'imageUrl'>, photo: string): string {
  const line =
    message.text
      .split('\n')
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  if (!line) return message.imageUrl ? photo : '';
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
}

export const CONVERSATION_MESSAGES = {
  closed: 'This conversation has closed: it stays open for 24 hours after the order ends',
  noText: 'Write a message or attach a photo',
  imageType: 'The photo must be a JPEG, PNG or WebP image',
  imageSize: 'The photo must be at most 5 MB',
  notMultipart: 'Send the photo as multipart/form-data with an image and optional text',
  oneImage: 'Attach one photo only',
  unexpected: 'Send only the photo and its text',
  notFound: 'Message not found',
} as const;

/** The words an inquiry (issue 29: kept as the first message of the conversation) writes for the customer. */
export const INQUIRY_MESSAGE_TEXT = {
  call: 'Please call me about my order',
  whatsapp: 'Please message me on WhatsApp about my order',
} as const;

/** Push and preview words. */
export const CONVERSATION_PUSH_TEXT = {
  title: 'Message from {name}',
  photo: 'Photo',
} as const;

/** Issue 29: one tap for the common moments of a shop. */
export const QUICK_REPLY_TEXT = {
  fine: "Yes, that's fine",
  skip: 'No, skip it',
  call: 'Call me',
} as const;

/**
 * Issue 29: the push a message sends when the app is closed; a tap opens the order (each app's
 * `orders/:id`, relative to its scope).
 */
export function messagePushFor(
  message: OrderMessage,
  translate: (text: string, values?: Record<string, string | number>) => string,
): { title: string; body: string; url: string; tag: string } {
  return {
    title: translate(CONVERSATION_PUSH_TEXT.title, { name: message.authorName }),
    body: messagePreview(message, translate(CONVERSATION_PUSH_TEXT.photo)),
    url: `orders/${message.orderId}`,
    tag: `message-${message.orderId}`,
  };
}

/**
 * The messages the app itself words (quick replies, inquiries): shown in the reader's language. Anything
 * a person typed stays as written (and is never read as a template).
 */
export function isCatalogueMessage(text: string): boolean {
  return (
    (Object.values(QUICK_REPLY_TEXT) as string[]).includes(text) ||
    (Object.values(INQUIRY_MESSAGE_TEXT) as string[]).includes(text)
  );
}

/**
 * Issue 29: an order list's `unreadMessages`, kept live. A message from the other side adds one for this
 * viewer (`viewerIsCustomer`); the viewer's side reading the conversation brings it back to 0.
 */
export function unreadAfterMessage<O extends { _id: string; unreadMessages?: number | undefined }>(
  order: O,
  message: Pick<OrderMessage, 'orderId' | 'from'>,
  viewerIsCustomer: boolean,
): O {
  if (order._id !== message.orderId || (message.from === 'customer') === viewerIsCustomer) return order;
  return { ...order, unreadMessages: (order.unreadMessages ?? 0) + 1 };
}

export function unreadAfterRead<O extends { _id: string; unreadMessages?: number | undefined }>(
  order: O,
  event: Pick<OrderMessagesReadEvent, 'orderId' | 'reader'>,
  viewerIsCustomer: boolean,
): O {
  if (order._id !== event.orderId || (event.reader === 'customer') !== viewerIsCustomer) return order;
  return order.unreadMessages ? { ...order, unreadMessages: 0 } : order;
}
