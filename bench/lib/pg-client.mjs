// One short PostgreSQL connection for a bench's setup and checks (the server's own `pg`).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const pg = createRequire(path.join(root, 'apps/server/package.json'))('pg');

/** Runs `work` on a connection to `url`, closed afterwards. */
export async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
