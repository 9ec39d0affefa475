// PostgreSQL cannot store U+0000 in text or jsonb ("invalid byte sequence for encoding UTF8: 0x00"),
// and a lone UTF-16 surrogate cannot be encoded as UTF-8 at all (the driver would silently replace it).
// Both are refused at the edge, naming the field, instead of failing deep in a query.

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is looked for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string can be stored as PostgreSQL text unchanged. */
export const isStorableText = (value: string): boolean => !UNSTORABLE.test(value);

/**
 * The dotted path of the first string (value or object key) in `value` that cannot be stored, or null.
 * Walks parsed JSON, query strings and path parameters; `path` is the prefix ("" at the top).
 */
export function findUnstorableText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path || 'value';
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findUnstorableText(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
    for (const [key, inner] of Object.entries(value)) {
      const here = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) return here;
      const found = findUnstorableText(inner, here);
      if (found) return found;
    }
  }
  return null;
}
