import type { FieldError } from '@jhola/domain';

/** The one error type of the server; its code decides the HTTP status. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION: 422,
  /** An order whose address the shop does not deliver to (its radius). */
  OUTSIDE_DELIVERY_AREA: 422,
  LOCKED: 423,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what = 'The requested resource was not found.') => new AppError('NOT_FOUND', what);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const forbidden = (message = "Access denied. You don't have permission to perform this action.") =>
  new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Authentication required. Please log in and try again.') =>
  new AppError('UNAUTHORIZED', message);
export const validationError = (
  errors: FieldError[],
  message = errors[0]?.message ?? 'Validation failed. Please check your input.',
) => new AppError('VALIDATION', message, errors);
