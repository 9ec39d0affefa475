import type { FieldError } from '@jhola/domain';

/** A failed API call: status 0 is "no answer" (offline, time-out). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's own message when it sent one (its 4xx messages are written for people), else a plain one. */
export function messageFor(status: number, serverMessage?: string): string {
  if (serverMessage && status >= 400 && status < 500 && status !== 403) return serverMessage;
  if (status === 0) return 'No connection. Check the internet and try again.';
  if (status === 401) return 'Your session has ended. Please sign in again.';
  if (status === 403) return 'Your account may not do this.';
  if (status === 429) return 'Too many tries. Wait a moment and try again.';
  return serverMessage && status < 500 ? serverMessage : 'Something went wrong on the server. Try again.';
}

export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : 'Something went wrong. Try again.';
