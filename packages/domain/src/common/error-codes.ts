import { ACCOUNT_LOCKED } from '../auth/session-messages.js';
import { englishText, type Translate } from './translate.js';

// The one error contract of the API (issue 11.2): the codes, the HTTP status of each, and the default
// message of each status. The server's AppError, its error handler and the web's transport messages all
// read these; kept free of zod so the web's first load can use them.

/** Every `code` an error envelope may carry, and the HTTP status it is sent with. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION: 422,
  OUTSIDE_DELIVERY_AREA: 422,
  LOCKED: 423,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The code an error of a bare HTTP status is sent with (framework errors, unknown failures). */
export function codeForStatus(status: number): ErrorCode {
  const found = (Object.entries(ERROR_STATUS) as [ErrorCode, number][]).find(([, s]) => s === status);
  if (found) return found[0];
  return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
}

/** Messages written once and used by both sides. */
export const ERROR_MESSAGES = {
  noConnection: 'Unable to connect to server. Please check your internet connection and try again.',
  badRequest: 'Invalid request. Please check your input and try again.',
  unauthorized: 'Authentication required. Please log in and try again.',
  forbidden: "Access denied. You don't have permission to perform this action.",
  notFound: 'The requested resource was not found.',
  methodNotAllowed: 'This method is not allowed here.',
  conflict: 'A conflict occurred. The resource may already exist.',
  tooLarge: 'The request is too large.',
  tooDeep: 'The request is nested too deeply.',
  uriTooLong: 'The address of the request is too long.',
  unsupportedMedia: 'Unsupported content type.',
  validation: 'Validation failed. Please check your input.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  headersTooLarge: 'The request headers are too large.',
  server: 'Server error. Please try again later.',
  unavailable: 'Service temporarily unavailable. Please try again in a few moments.',
  invalidShopId: 'Invalid shop ID format',
  /** A NUL or a broken Unicode character: PostgreSQL cannot store it, so it is refused up front. */
  unstorableText: 'contains a character that cannot be saved (a NUL or a broken Unicode character)',
} as const;

/** The default message of each status (PRODUCT.md §8): what a reply without its own message means. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  0: ERROR_MESSAGES.noConnection,
  400: ERROR_MESSAGES.badRequest,
  401: ERROR_MESSAGES.unauthorized,
  403: ERROR_MESSAGES.forbidden,
  404: ERROR_MESSAGES.notFound,
  405: ERROR_MESSAGES.methodNotAllowed,
  409: ERROR_MESSAGES.conflict,
  413: ERROR_MESSAGES.tooLarge,
  414: ERROR_MESSAGES.uriTooLong,
  415: ERROR_MESSAGES.unsupportedMedia,
  422: ERROR_MESSAGES.validation,
  423: ACCOUNT_LOCKED,
  429: ERROR_MESSAGES.tooManyRequests,
  431: ERROR_MESSAGES.headersTooLarge,
  500: ERROR_MESSAGES.server,
  502: ERROR_MESSAGES.unavailable,
  503: ERROR_MESSAGES.unavailable,
  504: ERROR_MESSAGES.unavailable,
};

/** Statuses whose reply message is specific to the request, so the web shows the server's words (PRODUCT.md §8). */
const SERVER_WORDED = new Set([400, 409, 422]);

/**
 * The message a client shows for a failed call: the server's own message where PRODUCT.md §8 allows it, the
 * status's default otherwise, and a generic line for statuses the catalogue does not name.
 */
export function messageForStatus(
  status: number,
  serverMessage?: string,
  translate: Translate = englishText,
): string {
  if (SERVER_WORDED.has(status) && serverMessage) return serverMessage;
  const known = STATUS_MESSAGES[status];
  if (known) return translate(known);
  return serverMessage || translate('Server error ({status}). Please try again.', { status: String(status) });
}

/** The default message of a status for the server's replies (a status missing from PRODUCT.md §8 falls back to 400/500). */
export const defaultMessage = (status: number): string =>
  STATUS_MESSAGES[status] ?? (status >= 500 ? ERROR_MESSAGES.server : ERROR_MESSAGES.badRequest);
