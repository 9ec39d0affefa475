import { z } from 'zod';
import { ERROR_MESSAGES } from './error-codes.js';
import { isStorableText } from './storable-text.js';

/** The message of a refused string; the server puts the field's name in front of it. */
export const UNSTORABLE_TEXT_MESSAGE = `This field ${ERROR_MESSAGES.unstorableText}`;

/**
 * `z.string()` for every request field that reaches the database: refuses NUL and broken Unicode
 * (see storable-text.ts). Chain `.trim()`, `.min()`, `.max()` on it as on `z.string()`.
 */
export const storableString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { error: UNSTORABLE_TEXT_MESSAGE, abort: true });
