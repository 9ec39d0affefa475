import { createHash } from 'node:crypto';
import { AppError } from '../../http/errors.js';
import type { PageKey } from './product-page-repository.js';
import { SEARCH_MODES, type SearchMode } from './search-engine.js';

export const INVALID_CURSOR = 'This list has changed: load it again from the start';

/** Which query a cursor belongs to: a cursor of another search, sort or category is refused. */
const queryTag = (query: unknown) =>
  createHash('sha1').update(JSON.stringify(query)).digest('base64url').slice(0, 10);

/**
 * The opaque nextCursor: the last product's sort keys, the mode the search was answered in (as typed,
 * corrected, close spellings), and the query they belong to, as base64url JSON.
 */
export const encodeCursor = (key: PageKey, mode: SearchMode, query: unknown): string =>
  Buffer.from(JSON.stringify([...key, SEARCH_MODES.indexOf(mode), queryTag(query)])).toString('base64url');

/** The page key and search mode of a cursor of this query; 400 for anything else. */
export function decodeCursor(cursor: string, query: unknown): { after: PageKey; mode: SearchMode } {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 7 &&
      typeof parsed[0] === 'number' &&
      typeof parsed[1] === 'string' &&
      typeof parsed[2] === 'string' &&
      typeof parsed[3] === 'number' &&
      typeof parsed[4] === 'string' &&
      /^[0-9a-f-]{36}$/.test(parsed[4]) &&
      typeof parsed[5] === 'number' &&
      SEARCH_MODES[parsed[5]] !== undefined &&
      parsed[6] === queryTag(query)
    ) {
      return { after: parsed.slice(0, 5) as PageKey, mode: SEARCH_MODES[parsed[5]]! };
    }
  } catch {
    // Not base64url JSON: refused below like any other foreign cursor.
  }
  throw new AppError('BAD_REQUEST', INVALID_CURSOR);
}
