/**
 * `fn` remembered for up to `max` arguments: a pure function of one text that is asked the same text
 * often (a query's words are keyed again for each reading of them). Past `max` the memo starts again,
 * so texts typed by anyone never grow it without bound.
 */
export function boundedMemo<T>(fn: (text: string) => T, max: number): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    const hit = known.get(text);
    if (hit !== undefined || known.has(text)) return hit as T;
    const value = fn(text);
    if (known.size >= max) known.clear();
    known.set(text, value);
    return value;
  };
}
