#!/usr/bin/env node
// npm run jhola -- <command>: the command-line tool (staff accounts, notices, ...), run from source.
import { spawnSync } from 'node:child_process';

const result = spawnSync(
  'npx',
  ['tsx', '--conditions=@jhola/source', 'apps/server/src/cli/main.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
