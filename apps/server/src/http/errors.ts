import { defaultMessage, ERROR_MESSAGES, ERROR_STATUS, type ErrorCode, type FieldError } from '@jhola/domain';

// The codes and their statuses are the domain's (packages/domain/src/common/error-codes.ts), shared with the web.
export { ERROR_STATUS, type ErrorCode };

/** The one error type of the server; its code decides the HTTP status. */

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string = defaultMessage(ERROR_STATUS[code]),
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_STATUS[code];
  }
}

export const notFound = (what: string = ERROR_MESSAGES.notFound) => new AppError('NOT_FOUND', what);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const forbidden = (message: string = ERROR_MESSAGES.forbidden) => new AppError('FORBIDDEN', message);
export const unauthorized = (message: string = ERROR_MESSAGES.unauthorized) =>
  new AppError('UNAUTHORIZED', message);
export const validationError = (
  errors: FieldError[],
  message = errors[0]?.message ?? ERROR_MESSAGES.validation,
) => new AppError('VALIDATION', message, errors);
export const tooManyRequests = (headers?: Record<string, string>) =>
  new AppError('RATE_LIMITED', ERROR_MESSAGES.tooManyRequests, undefined, headers);
