import { type CliCommand, EXIT } from '../command.js';

/** Lists every command; built from the registry so a new command shows up by itself. */
export function helpCommand(all: () => CliCommand[]): CliCommand {
  return {
    name: 'help',
    summary: 'List the commands',
    usage: 'help',
    async run({ out }) {
      out('Usage: npm run jhola -- <command> [options]');
      out('');
      for (const command of all()) {
        out(`  ${command.name.padEnd(16)} ${command.summary}`);
        out(`  ${''.padEnd(16)} ${command.usage}`);
      }
      out('');
      out('The database is the server’s: DATABASE_URL, or the embedded one in DATA_DIR (default ./.data).');
      out('With the embedded database, stop the server first: only one process may open it at a time.');
      return EXIT.ok;
    },
  };
}
