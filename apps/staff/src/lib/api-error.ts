import { ApiError, type DescribeFailure } from '@jhola/client';
import { tLib } from './i18n';

/** A failed API call (@jhola/client): status 0 is "no answer" (offline, time-out). */
export { ApiError };

/** The server's own message when it sent one (its 4xx messages are written for people), else a plain one. */
export function messageFor(status: number, serverMessage?: string): string {
  if (serverMessage && status >= 400 && status < 500 && status !== 403) return serverMessage;
  if (status === 0) return tLib('staffLib.noConnection');
  if (status === 401) return tLib('staffLib.sessionEnded');
  if (status === 403) return tLib('staffLib.forbidden');
  if (status === 429) return tLib('staffLib.tooManyTries');
  return serverMessage && status < 500 ? serverMessage : tLib('staffLib.serverError');
}

/** How the transport words a failure: a field's own message first (a form's 422), then the server's. */
export const describeFailure: DescribeFailure = (status, serverMessage, errors) =>
  messageFor(status, errors?.[0]?.message ?? serverMessage);

export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : tLib('staffLib.somethingWrong');
