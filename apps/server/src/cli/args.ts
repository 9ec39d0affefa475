import { parseArgs } from 'node:util';
import { type CliCommand, type CliContext, EXIT } from './command.js';

type Named = Pick<CliCommand, 'name' | 'usage'>;

/** Wrong usage: says what is wrong (when there is something to say), then the usage line; exit 2. */
export function wrongUsage(command: Named, err: CliContext['err'], problem?: string): number {
  if (problem) err(`${command.name}: ${problem}`);
  err(`usage: ${command.usage}`);
  return EXIT.usage;
}

/**
 * Reads `--option value` pairs: strings only, no positionals. An unknown option, an option without its
 * value or a missing required one is wrong usage: explained with the usage line, and null is returned
 * (the command then exits with EXIT.usage).
 */
export function readOptions<K extends string, R extends K = never>(
  command: Named,
  { args, err }: Pick<CliContext, 'args' | 'err'>,
  names: readonly K[],
  required: readonly R[] = [],
): (Partial<Record<K, string>> & Record<R, string>) | null {
  let values: Partial<Record<K, string>>;
  try {
    const options = Object.fromEntries(names.map((n) => [n, { type: 'string' as const }]));
    values = parseArgs({ args, options, strict: true, allowPositionals: false }).values as Partial<
      Record<K, string>
    >;
  } catch (error) {
    wrongUsage(command, err, error instanceof Error ? error.message : String(error));
    return null;
  }
  const missing = required.filter((k) => !values[k]);
  if (missing.length > 0) {
    wrongUsage(command, err, `missing ${missing.map((m) => `--${m}`).join(', ')}`);
    return null;
  }
  return values as Partial<Record<K, string>> & Record<R, string>;
}
