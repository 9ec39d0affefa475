import { randomBytes } from 'node:crypto';
import {
  CONVERSATION_MESSAGES,
  conversationOpen,
  isDelivered,
  isId,
  type MessageSender,
  type OrderMessage,
  type OrderMessagesResponse,
  type UnreadMessagesResponse,
} from '@jhola/domain';
import type { AppContext } from '../../../context.js';
import { conflict, notFound, validationError } from '../../../http/errors.js';
import { toWebImage } from '../../photos/web-image.js';
import { type Actor, isOrderParty, ORDER_NOT_FOUND } from '../core/actor.js';
import type { OrderRow } from '../core/order-mapper.js';
import { OrderRepository } from '../core/repository.js';
import { OrderMessageRepository, type OrderMessageRow } from './repository.js';

export type ConversationContext = Pick<AppContext, 'db' | 'now' | 'events' | 'files'>;

/** Photos in chat are looked at on a phone: a little smaller than a bill. */
export const CHAT_IMAGE = { maxSide: 1600, quality: 78 } as const;
const IMAGE_NAME = /^[0-9a-f]{32}\.webp$/;
const imageKey = (name: string) => `messages/${name}`;

export const messageImageUrl = (orderId: string, messageId: string): string =>
  `/api/orders/${orderId}/messages/${messageId}/image`;

export function toMessage(row: OrderMessageRow): OrderMessage {
  return {
    _id: row.id,
    orderId: row.orderId,
    from: row.fromRole,
    authorName: row.authorName,
    text: row.text,
    imageUrl: row.imageName ? messageImageUrl(row.orderId, row.id) : null,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

const isCustomer = (actor: Actor) => actor.role === 'customer';

/** Issue 29: the order's customer, shopper, delivery person and admins; anyone else is told it does not exist. */
async function loadPartyOrder(ctx: ConversationContext, orderId: string, actor: Actor): Promise<OrderRow> {
  const row = isId(orderId) ? await new OrderRepository(ctx.db).findRow(orderId) : null;
  if (!row || !isOrderParty(row, actor)) throw notFound(ORDER_NOT_FOUND);
  return row;
}

const endedAt = (row: OrderRow): Date | null => (isDelivered(row.status) ? row.deliveredAt : row.updatedAt);
const isOpen = (row: OrderRow, now: Date) =>
  conversationOpen({ status: row.status, endedAt: endedAt(row) }, now);

export const partiesOf = (row: OrderRow) => ({
  customerId: row.customerId,
  shopperId: row.shopperId,
  deliveryPersonId: row.deliveryPersonId,
});

/** The conversation, oldest first, with how many of the other side's messages the reader has not read. */
export async function listMessages(
  ctx: ConversationContext,
  orderId: string,
  actor: Actor,
): Promise<OrderMessagesResponse> {
  const row = await loadPartyOrder(ctx, orderId, actor);
  const repo = new OrderMessageRepository(ctx.db);
  const [rows, unread] = await Promise.all([
    repo.listForOrder(row.id),
    repo.countUnread(row.id, isCustomer(actor)),
  ]);
  return { messages: rows.map(toMessage), unread, open: isOpen(row, ctx.now()) };
}

export interface NewMessage {
  text: string;
  image?: Buffer;
  /** The Idempotency-Key header: a retry answers the first message and stores nothing. */
  clientKey?: string;
}

/**
 * Writes into the conversation while it is open (409 after). A photo is checked by content, re-encoded
 * (nothing of the camera's metadata survives) and stored before the message; a retry stores neither again.
 */
export async function postMessage(
  ctx: ConversationContext,
  orderId: string,
  actor: Actor,
  input: NewMessage,
): Promise<{ message: OrderMessage; created: boolean }> {
  const row = await loadPartyOrder(ctx, orderId, actor);
  const now = ctx.now();
  if (!isOpen(row, now)) throw conflict(CONVERSATION_MESSAGES.closed);
  const text = input.text.trim();
  if (!text && !input.image)
    throw validationError([{ field: 'text', message: CONVERSATION_MESSAGES.noText }]);

  const image = input.image
    ? await toWebImage(input.image, CHAT_IMAGE, {
        type: CONVERSATION_MESSAGES.imageType,
        size: CONVERSATION_MESSAGES.imageSize,
      })
    : null;
  const imageName = image ? `${randomBytes(16).toString('hex')}.webp` : null;
  if (image && imageName)
    await ctx.files.put(imageKey(imageName), { bytes: image.bytes, contentType: image.contentType });

  const { row: stored, created } = await new OrderMessageRepository(ctx.db).insert({
    orderId: row.id,
    authorId: actor.id,
    fromRole: actor.role as MessageSender,
    authorName: actor.name,
    text,
    imageName,
    clientKey: input.clientKey ?? null,
    createdAt: now,
  });
  if (!created && imageName) await ctx.files.delete(imageKey(imageName));
  const message = toMessage(stored);
  if (created) ctx.events.emit('order.message', { message, parties: partiesOf(row) });
  return { message, created };
}

/** Read receipts: the reader's side has read every message of the other side up to now. */
export async function markRead(
  ctx: ConversationContext,
  orderId: string,
  actor: Actor,
): Promise<{ read: number }> {
  const row = await loadPartyOrder(ctx, orderId, actor);
  // Admins look in on a conversation; reading it does not tell the customer the shopper has read it.
  if (actor.role === 'admin') return { read: 0 };
  const now = ctx.now();
  const read = await new OrderMessageRepository(ctx.db).markRead(row.id, isCustomer(actor), now);
  if (read > 0)
    ctx.events.emit('order.messagesRead', {
      read: { orderId: row.id, reader: actor.role as MessageSender, readAt: now.toISOString() },
      parties: partiesOf(row),
    });
  return { read };
}

/** The photo of a message, for the order's parties only. */
export async function openImage(ctx: ConversationContext, orderId: string, messageId: string, actor: Actor) {
  const row = await loadPartyOrder(ctx, orderId, actor);
  const message = isId(messageId) ? await new OrderMessageRepository(ctx.db).find(row.id, messageId) : null;
  const name = message?.imageName;
  const file = name && IMAGE_NAME.test(name) ? await ctx.files.get(imageKey(name)) : null;
  if (!file) throw notFound(CONVERSATION_MESSAGES.notFound);
  return { bytes: file.bytes, size: file.bytes.length, contentType: file.contentType };
}

/** Unread counts per order for the reader's own orders . */
export async function unreadCounts(ctx: ConversationContext, actor: Actor): Promise<UnreadMessagesResponse> {
  // Admins read conversations but are not counted; a shop's owner (issue 46) is in none.
  if (actor.role === 'admin' || actor.role === 'merchant') return { orders: [] };
  return {
    orders: await new OrderMessageRepository(ctx.db).unreadByOrder({ id: actor.id, role: actor.role }),
  };
}

export const conversation = { listMessages, postMessage, markRead, openImage, unreadCounts };
