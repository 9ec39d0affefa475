/**
 * The held-out part of the relevance set (issue 42): everyday queries written the way Indian shoppers type
 * them, BEFORE any change to the engine was made for them and without reading the synonym table or the
 * lexicon. The tuning part is search-relevance-set.ts. Never fix a miss here by adding its words to the
 * vocabulary: fix the class of miss, then write a new held-out part.
 *
 * Each line: the query, what one of the first three products must be (a pattern of its name, or
 * `{ category }` for a category word), and `'across'` when only a shop other than the big shop sells it
 * (then the line runs across shops only).
 */

import { HELD_OUT_FORMS } from './search-held-out-forms.js';
import { HELD_OUT_WORDS } from './search-held-out-words.js';
import type { HeldOutQuery } from './search-wanted.js';

export const HELD_OUT_SET: readonly HeldOutQuery[] = [...HELD_OUT_WORDS, ...HELD_OUT_FORMS];
