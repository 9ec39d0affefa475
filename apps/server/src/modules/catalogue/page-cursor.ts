import { createHash } from 'node:crypto';
import { AppError } from '../../http/errors.js';
import type { PageKey } from './product-page-repository.js';

export const INVALID_CURSOR = 'This list has changed: load it again from the start';

/** Which query a cursor belongs to: a cursor of another search, sort or category is refused. */
const queryTag = (query: unknown) =>
  createHash('sha1').update(JSON.stringify(query)).digest('base64url').slice(0, 10);

/** The opaque nextCursor: the last product's sort keys and the query they belong to, base64url JSON. */
export const encodeCursor = (key: PageKey, query: unknown): string =>
  Buffer.from(JSON.stringify([...key, queryTag(query)])).toString('base64url');

/** The page key of a cursor of this query; 400 for anything else. */
export function decodeCursor(cursor: string, query: unknown): PageKey {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 6 &&
      typeof parsed[0] === 'number' &&
      typeof parsed[1] === 'string' &&
      typeof parsed[2] === 'string' &&
      typeof parsed[3] === 'number' &&
      typeof parsed[4] === 'string' &&
      /^[0-9a-f-]{36}$/.test(parsed[4]) &&
      parsed[5] === queryTag(query)
    ) {
      return parsed.slice(0, 5) as PageKey;
    }
  } catch {
    // Not base64url JSON: refused below like any other foreign cursor.
  }
  throw new AppError('BAD_REQUEST', INVALID_CURSOR);
}
