/** Statements one connection keeps prepared at most: each holds a little of its backend's memory. */
const PREPARED_PER_CONNECTION = 256;
/** Texts counted before they are prepared, at most (a search's many shapes come and go). */
const COUNTED_PER_CONNECTION = 4 * PREPARED_PER_CONNECTION;

/**
 * Names the statements a connection sends again, so PostgreSQL parses and plans each text once per
 * connection and then only binds and runs it (issue 48: a step's simple statements cost its backend 60%
 * less CPU prepared, in a count of 8,000). A text is prepared on its second use with parameters, so
 * one-off texts never are; at most PREPARED_PER_CONNECTION per connection, later ones go unprepared. A
 * prepared statement sees every data change, and PostgreSQL plans it again after a schema change, except
 * that a change of the columns it returns ("cached plan must not change result type") fails it once on
 * that connection, which is then dropped (isStalePlan).
 */
export class PreparedNames {
  /** Each text's uses so far, or its name once prepared. */
  private readonly texts = new Map<string, number | string>();
  private prepared = 0;

  /** The name to send `text` with, or undefined to send it unnamed. */
  nameOf(text: string): string | undefined {
    const known = this.texts.get(text);
    if (typeof known === 'string') return known;
    if (this.prepared >= PREPARED_PER_CONNECTION) return undefined;
    if (known === undefined) {
      if (this.texts.size < COUNTED_PER_CONNECTION) this.texts.set(text, 1);
      return undefined;
    }
    this.prepared += 1;
    const name = `j${this.prepared}`;
    this.texts.set(text, name);
    return name;
  }
}

/** PostgreSQL refused a prepared statement whose result columns a schema change altered (or its cause did). */
export const isStalePlan = (error: unknown): boolean =>
  error instanceof Error &&
  (((error as { code?: string }).code === '0A000' &&
    error.message.includes('cached plan must not change result type')) ||
    isStalePlan(error.cause));

interface QueryConfig {
  text: string;
  name?: string;
  values?: unknown[];
  submit?: unknown;
}

/**
 * pg's `query(...)` arguments with a name given to a parameterised text (`names.nameOf`); anything else
 * (no parameters, a named or submittable query) as it came.
 */
export function withName(args: unknown[], names: PreparedNames): unknown[] {
  const [first, second] = args;
  const config: QueryConfig | null =
    typeof first === 'string'
      ? { text: first }
      : first && typeof first === 'object' && typeof (first as QueryConfig).text === 'string'
        ? (first as QueryConfig)
        : null;
  if (!config || config.name || config.submit) return args;
  const values = Array.isArray(second) ? second : config.values;
  if (!values || values.length === 0) return args;
  const name = names.nameOf(config.text);
  if (!name) return args;
  return [{ ...config, name }, ...args.slice(1)];
}
