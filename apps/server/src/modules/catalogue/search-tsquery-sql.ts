import type { SearchWord } from '@jhola/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * A search's words as PostgreSQL tsqueries over products.search_tsv (decision 0041): each word any of its
 * alternatives, what was typed as a prefix, its synonyms whole (issue 42).
 */
/**
 * The words of an alternative as tsquery lexemes: only letters, marks, digits (searchWords) and spaces
 * (synonyms) reach here; anything else is dropped so that no text can change the query's meaning.
 */
export const partsOf = (alternative: string) =>
  alternative
    .replace(/[^\p{L}\p{M}\p{N} .]|\.(?!\d)|(?<!\d)\./gu, '')
    .split(' ')
    .filter(Boolean);

export interface LexemeForm {
  /** A word of the text starting with it ("atta" finds "attas"), not only the whole word. */
  prefix: boolean;
  /** Only words of the name (weight A of products.search_tsv), not of its category or tags. */
  inName: boolean;
  /** The whole word or its plural ("-s", "-es"), as the regex `(?:e?s)?` did. */
  plural: boolean;
}

/**
 * A word as a tsquery: any of its alternatives; an alternative of several words ("coca cola") is a
 * phrase, its words next to each other ("Coca-Cola" is coca-cola, coca, cola to the parser).
 */
export function wordQuery(word: SearchWord, form: LexemeForm): string {
  const weight = form.inName ? 'A' : '';
  const lexeme = (text: string, label: string) => `'${text}'${label ? `:${label}` : ''}`;
  const whole = new Set(word.wholeOnly ?? []);
  const alternatives = word.alternatives
    .map((a) => ({ parts: partsOf(a), prefix: form.prefix && !whole.has(a) }))
    .filter(({ parts }) => parts.length > 0);
  return alternatives
    .map(({ parts, prefix }) =>
      parts
        .map((part, i) => {
          // Only the phrase's last word may be a prefix or a plural: "wheat flour" is wheat, then flour….
          if (i < parts.length - 1) return lexeme(part, weight);
          if (prefix) return lexeme(part, `*${weight}`);
          // A synonym is matched whole (or plural), even where the typed word is a prefix.
          if (form.prefix)
            return `(${[part, `${part}s`, `${part}es`].map((f) => lexeme(f, weight)).join(' | ')})`;
          if (!form.plural) return lexeme(part, weight);
          return `(${[part, `${part}s`, `${part}es`].map((f) => lexeme(f, weight)).join(' | ')})`;
        })
        .join(' <-> '),
    )
    .map((query) => `(${query})`)
    .join(' | ');
}

export const MATCH: LexemeForm = { prefix: true, inName: false, plural: false };
export const WHOLE_IN_NAME: LexemeForm = { prefix: false, inName: true, plural: true };
export const PREFIX_IN_NAME: LexemeForm = { prefix: true, inName: true, plural: false };

export const holds = (tsv: SQL, query: string) => sql`${tsv} @@ ${query}::tsquery`;

/** Every word, each at a word start: the tsquery of a search's match. */
export const matchQuery = (words: readonly SearchWord[]) =>
  words.map((word) => `(${wordQuery(word, MATCH)})`).join(' & ');
