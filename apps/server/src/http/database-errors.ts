import { ERROR_MESSAGES } from '@jhola/domain';
import { CIRCUIT_OPEN_MESSAGE } from '../db/circuit-breaker.js';
import { AppError } from './errors.js';

/**
 * What a database failure means for the client. Input the schemas let through must never become a
 * 500, and a database that is down or slow is "try again later" (503), not a bug. Returns null for
 * errors that are not the database's (the caller treats those as bugs).
 */
export function databaseErrorToAppError(error: unknown): AppError | null {
  const sqlState = findSqlState(error);
  if (sqlState) return fromSqlState(sqlState);
  return isConnectionFailure(error) ? retryLater() : null;
}

/** The SQLSTATE of a PostgreSQL error, looking through drizzle's DrizzleQueryError wrapper. */
export function findSqlState(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const code = (e as { code?: unknown }).code;
    // Node's errno codes (EPIPE...) also have five letters; no SQLSTATE class starts with E.
    if (typeof code === 'string' && /^[0-9A-DF-Z][0-9A-Z]{4}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

const retryLater = () =>
  new AppError('UNAVAILABLE', ERROR_MESSAGES.unavailable, undefined, { 'Retry-After': '2' });

/** PostgreSQL error classes (appendix A of its manual) by their first two characters. */
function fromSqlState(state: string): AppError | null {
  switch (state) {
    case '23505': // unique_violation: the thing exists already (a race the service did not foresee)
    case '23001': // restrict_violation
    case '23503': // foreign_key_violation: what it refers to is gone or never existed
      return new AppError('CONFLICT', ERROR_MESSAGES.conflict);
    case '57014': // query_canceled: statement_timeout hit
    case '55P03': // lock_not_available: lock_timeout hit
      return retryLater();
  }
  switch (state.slice(0, 2)) {
    case '22': // data exception: a value PostgreSQL refuses (encoding, range, format, length)
    case '54': // program limit exceeded: e.g. a value too big for an index row
      return new AppError('BAD_REQUEST', ERROR_MESSAGES.badRequest);
    case '23': // other integrity violations: not null, check, exclusion
      return new AppError('VALIDATION', ERROR_MESSAGES.validation);
    case '08': // connection exception
    case '40': // serialization failure, deadlock: safe to try again
    case '53': // insufficient resources (too many connections, disk full)
    case '57': // operator intervention (shutdown, cannot connect now)
    case '58': // system error (I/O)
      return retryLater();
    default:
      return null; // syntax, undefined column...: our bug, a 500
  }
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
/** Messages node-postgres uses for a lost, refused or timed-out connection (it gives these no code). */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'timeout expired', // the client's own connect timeout
  'not queryable',
  'Cannot use a pool after calling end',
  CIRCUIT_OPEN_MESSAGE, // a silent outage is suspected: waits for a connection fail at once
];

function isConnectionFailure(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((m) => message.includes(m))) return true;
    // An AggregateError (IPv4 and IPv6 both refused) carries the causes in `errors`.
    if (Array.isArray(errors) && errors.some(isConnectionFailure)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
