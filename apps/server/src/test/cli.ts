import type { CliContext } from '../cli/command.js';
import { findCommand } from '../cli/commands/index.js';
import type { Database } from '../db/client.js';

/**
 * Runs one command of `npm run jhola` on a test app's database, as it would run on the server's,
 * and collects what it printed. Throws for an unknown command name (a typo in the test, not a result).
 */
export async function runCli(database: Database, name: string, args: string[]) {
  const command = findCommand(name);
  if (!command) throw new Error(`no CLI command named ${name}`);
  const out: string[] = [];
  const err: string[] = [];
  const ctx: CliContext = {
    args,
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    database: async () => database,
    now: () => new Date(),
  };
  const code = await command.run(ctx);
  return { code, out: out.join('\n'), err: err.join('\n') };
}
