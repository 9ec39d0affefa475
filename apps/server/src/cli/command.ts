import type { Database } from '../db/client.js';

/** What a command gets: its arguments, output streams, and the database (opened only when asked for). */
export interface CliContext {
  args: string[];
  out: (line: string) => void;
  err: (line: string) => void;
  database: () => Promise<Database>;
  now: () => Date;
}

/** One command of `npm run jhola -- <name> ...`; add a file under commands/ and a line in commands/index.ts. */
export interface CliCommand {
  name: string;
  summary: string;
  usage: string;
  /** Exit code: 0 done, 1 failed, 2 wrong usage. */
  run(ctx: CliContext): Promise<number>;
}

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;
