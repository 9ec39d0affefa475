/**
 * The query keys of an order's conversation, written once for both apps. They sit under the `orders`
 * prefix, so what an app refreshes of its orders (the customer app's after a reconnect) refreshes the
 * conversation too.
 */
export const conversationKeys = {
  messages: (orderId: string) => ['orders', 'messages', orderId] as const,
  image: (imageUrl: string) => ['orders', 'message-image', imageUrl] as const,
};
