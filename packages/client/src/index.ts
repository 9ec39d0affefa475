/** The API client of both Jhola apps: transport, retries, idempotency, the error envelope (docs/decisions/0054). */
export { ApiError, type DescribeFailure } from './api-error.js';
export { createConversation, type MessageDraft } from './conversation/conversation.js';
export { addMessage, applyMessagesRead, type ConversationSide } from './conversation/conversation-cache.js';
export { conversationKeys } from './conversation/conversation-keys.js';
export { decodeReply } from './envelope.js';
export { acceptsIdempotencyKey, newIdempotencyKey } from './idempotency.js';
export { fullJitterDelayMs } from './retry-delay.js';
export {
  createTransport,
  isRetryable,
  MAX_RETRIES,
  MAX_RETRY_DELAY_MS,
  type RawReply,
  RETRY_DELAY_MS,
  type RequestOptions,
  retryDelayMs,
  type Transport,
  type TransportConfig,
} from './transport.js';
