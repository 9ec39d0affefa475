/** The API client of both Jhola apps: transport, retries, idempotency, the error envelope (docs/decisions/0054). */
export { ApiError, type DescribeFailure } from './api-error.js';
/** @public the apps' declarations name it (the type of their conversation's send). */
export type { MessageDraft } from './conversation/conversation.js';
export { createConversation } from './conversation/conversation.js';
export { addMessage, applyMessagesRead } from './conversation/conversation-cache.js';
export { conversationKeys } from './conversation/conversation-keys.js';
export { decodeReply } from './envelope.js';
/** @public the server's tests hold the API's keyed writes against it. */
export { acceptsIdempotencyKey } from './idempotency.js';
export {
  createSocketConnection,
  type RealtimeStatus,
  SOCKET_PATH,
  SOCKET_TRANSPORTS,
} from './realtime/socket-connection.js';
export { fullJitterDelayMs } from './retry-delay.js';
/** @public the apps' declarations name it (the type of their transport). */
export type { TransportConfig } from './transport.js';
export {
  createTransport,
  MAX_RETRIES,
  MAX_RETRY_DELAY_MS,
  RETRY_DELAY_MS,
  type RequestOptions,
  retryDelayMs,
  type Transport,
} from './transport.js';
