// PostgreSQL cannot store U+0000 in text or jsonb ("invalid byte sequence for encoding UTF8: 0x00"),
// and a lone UTF-16 surrogate cannot be encoded as UTF-8 at all (the driver would silently replace it).
// Both are refused at the edge, naming the field, instead of failing deep in a query.

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is looked for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string can be stored as PostgreSQL text unchanged. */
export const isStorableText = (value: string): boolean => !UNSTORABLE.test(value);

/** Marks, on the walk's stack, an object key that cannot be stored: reached in document order. */
const BAD_KEY = Symbol('bad key');
const joined = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * The dotted path of the first string (value or object key) in `value` that cannot be stored, or null.
 * Walks parsed JSON, query strings and path parameters; `path` is the prefix ("" at the top).
 * Iterative (its own stack, in document order), so no nesting depth can overflow the call stack.
 */
export function findUnstorableText(value: unknown, path = ''): string | null {
  const pending: [unknown, string][] = [[value, path]];
  while (pending.length > 0) {
    const [current, here] = pending.pop()!;
    if (current === BAD_KEY) return here;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return here || 'value';
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i -= 1) pending.push([current[i], joined(here, i)]);
    } else if (current && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      const entries = Object.entries(current);
      const badKey = entries.find(([key]) => !isStorableText(key));
      const stop = badKey ? entries.indexOf(badKey) : entries.length;
      // The values before a bad key come first in document order, then the key itself.
      if (badKey) pending.push([BAD_KEY, joined(here, badKey[0])]);
      for (let i = stop - 1; i >= 0; i -= 1) pending.push([entries[i]![1], joined(here, entries[i]![0])]);
    }
  }
  return null;
}
