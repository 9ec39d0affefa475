import { ConfigError, loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { EXIT } from './command.js';
import { findCommand } from './commands/index.js';

/** `npm run jhola -- <command> ...`: opens the same database as the server (DATABASE_URL or DATA_DIR). */
async function main(argv: string[]): Promise<number> {
  const [name = 'help', ...args] = argv;
  const command = findCommand(name === '--help' || name === '-h' ? 'help' : name);
  if (!command) {
    console.error(`jhola: unknown command "${name}". Run "npm run jhola -- help" for the list.`);
    return EXIT.usage;
  }
  let database: Database | null = null;
  const open = async () => {
    if (database) return database;
    const config = loadConfig();
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    return database;
  };
  try {
    return await command.run({
      args,
      out: (line) => console.log(line),
      err: (line) => console.error(line),
      database: open,
      now: () => new Date(),
    });
  } catch (error) {
    console.error(
      `jhola: ${error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error)}`,
    );
    return EXIT.failed;
  } finally {
    await (database as Database | null)?.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('jhola:', error);
    process.exit(EXIT.failed);
  },
);
