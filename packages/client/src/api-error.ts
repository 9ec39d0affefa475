import type { FieldError } from '@jhola/domain';

/** An API failure of either app. status 0 means no answer (network failure, time-out). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The server's own message, when it sent one (screens may prefer it, as PRODUCT.md §8 allows). */
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

/** What a failure says, written by each app in its own words (the customer's PRODUCT.md §8 texts, the staff's). */
export type DescribeFailure = (status: number, serverMessage?: string, errors?: FieldError[]) => string;
