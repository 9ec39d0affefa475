import type { FieldError } from '@jhola/domain';

/** §8 transport messages: one per status, the server's own message where the spec allows it. */
export function messageForStatus(status: number, serverMessage?: string): string {
  switch (status) {
    case 0:
      return 'Unable to connect to server. Please check your internet connection and try again.';
    case 400:
      return serverMessage || 'Invalid request. Please check your input and try again.';
    case 401:
      return 'Authentication required. Please log in and try again.';
    case 403:
      return "Access denied. You don't have permission to perform this action.";
    case 404:
      return 'The requested resource was not found.';
    case 409:
      return serverMessage || 'A conflict occurred. The resource may already exist.';
    case 422:
      return serverMessage || 'Validation failed. Please check your input.';
    case 429:
      return 'Too many requests. Please wait a moment and try again.';
    case 500:
      return 'Server error. Please try again later.';
    case 502:
    case 503:
    case 504:
      return 'Service temporarily unavailable. Please try again in a few moments.';
    default:
      return serverMessage || `Server error (${status}). Please try again.`;
  }
}

/** An API failure. status 0 means no response (network failure or timeout). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's own message, when it sent one (screens may prefer it, as §8 allows). */
    readonly serverMessage?: string,
    readonly errors?: FieldError[],
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}
