import { ApiError } from '@jhola/client';
import { messageForStatus as domainMessageForStatus } from '@jhola/domain';
import { tDomain } from './domain-text';

export { ApiError };

/**
 * PRODUCT.md §8 transport messages: one per status, the server's own where the spec allows (packages/domain).
 * A message the server sent is shown as it came (it answers in the customer's language); one the client
 * makes (no answer, a status without a message) is the domain's text in the language on screen.
 */
export function messageForStatus(status: number, serverMessage?: string): string {
  const message = domainMessageForStatus(status, serverMessage);
  if (serverMessage && message === serverMessage) return message;
  if (message === `Server error (${status}). Please try again.`)
    return tDomain('Server error ({status}). Please try again.', { status });
  return tDomain(message);
}

/**
 * What a failed action says: the server's own message (PRODUCT.md §8 lets screens prefer it); with no
 * answer at all, the network message, so an action tried offline says why it failed (issue 19: the app
 * is read-only offline); otherwise the screen's own failure text.
 */
export function actionFailureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.serverMessage) return error.serverMessage;
  return error.isNetworkError ? error.message : fallback;
}
