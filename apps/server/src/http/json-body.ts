import { ERROR_MESSAGES } from '@jhola/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/** No request the app understands nests deeper than this (an order is 4 levels); JSON deeper is refused. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether JSON text opens more than `max` arrays or objects inside one another. One pass over the
 * characters with a counter (strings and their escapes skipped), so it runs before any recursive walk
 * and cannot itself run out of stack.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/**
 * Fastify's own JSON parser (prototype poisoning refused) behind the depth check: a body nested
 * 10,000 levels is a 400 envelope before it is parsed, instead of a stack overflow in a later walk.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH))
      return done(new AppError('BAD_REQUEST', ERROR_MESSAGES.tooDeep), undefined);
    return parse(request, body as string, done);
  });
}
