import type { OrderMessage, OrderMessagesResponse } from '@jhola/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { addMessage, applyMessagesRead, type ConversationSide } from './conversation-cache';
import { conversationKeys } from './conversation-keys';

const message = (id: string, from: OrderMessage['from'], readAt: string | null = null): OrderMessage => ({
  _id: id,
  orderId: 'o1',
  from,
  authorName: from,
  text: `from ${from}`,
  imageUrl: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  readAt,
});

function cacheWith(messages: OrderMessage[], unread: number) {
  const client = new QueryClient();
  client.setQueryData<OrderMessagesResponse>(conversationKeys.messages('o1'), {
    messages,
    unread,
    open: true,
  });
  const read = () => client.getQueryData<OrderMessagesResponse>(conversationKeys.messages('o1'));
  return { client, read };
}

describe("the order conversation's cache, the same for both apps", () => {
  it.each<[ConversationSide, OrderMessage['from'], number]>([
    ['customer', 'shopper', 1],
    ['customer', 'customer', 0],
    ['staff', 'customer', 1],
    ['staff', 'delivery', 0],
  ])(
    'as the %s, a message from the %s adds %i unread, once however often it is heard',
    (side, from, unread) => {
      const { client, read } = cacheWith([], 0);
      addMessage(client, message('m1', from), side);
      addMessage(client, message('m1', from), side);
      expect(read()?.messages.map((m) => m._id)).toEqual(['m1']);
      expect(read()?.unread).toBe(unread);
    },
  );

  it("marks the other side's messages read, and clears this side's count when this side read", () => {
    const mine = message('m1', 'shopper');
    const theirs = message('m2', 'customer');
    const customerRead = { orderId: 'o1', reader: 'customer' as const, readAt: '2026-11-28T10:05:00.000Z' };

    const staff = cacheWith([mine, theirs], 1);
    applyMessagesRead(staff.client, customerRead, 'staff');
    expect(staff.read()?.messages.map((m) => m.readAt)).toEqual([customerRead.readAt, null]);
    expect(staff.read()?.unread).toBe(1);

    const customer = cacheWith([mine, theirs], 1);
    applyMessagesRead(customer.client, customerRead, 'customer');
    expect(customer.read()?.unread).toBe(0);
    // A colleague on the staff side read the customer's message: the staff's count is shared.
    const colleague = cacheWith([mine, theirs], 1);
    applyMessagesRead(colleague.client, { ...customerRead, reader: 'delivery' }, 'staff');
    expect(colleague.read()?.unread).toBe(0);
    expect(colleague.read()?.messages.map((m) => m.readAt)).toEqual([null, customerRead.readAt]);
  });
});
