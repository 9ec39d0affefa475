import type { FieldError } from '@jhola/domain';

/** PRODUCT.md §8 transport messages: one per status, the server's own where the spec allows (packages/domain). */
export { messageForStatus } from '@jhola/domain';

/** An API failure. status 0 means no response (network failure or timeout). */
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
