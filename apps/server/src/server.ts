import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import { databaseErrorToAppError } from './http/database-errors.js';
import { planDemoShifts } from './modules/orders/index.js';
import { placeIndex } from './modules/places/place-data.js';
import { DEMO_ACCOUNTS } from './seed/demo-accounts.js';
import { seedDemo } from './seed/seed-demo.js';

/** Starts Jhola: checks configuration, opens and migrates the database, seeds the demo, listens. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`jhola: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  const { database, app } = await startOnItsDatabase(config);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), (config.drainSeconds + 10) * 1000);
    force.unref();
    // Drain: /api/ready answers 503 so the load balancer stops sending new requests here, while
    // requests in flight finish; then the server closes (sockets reconnect to another process).
    app.ctx.draining = true;
    if (config.drainSeconds > 0 && signal === 'SIGTERM') {
      app.log.info({ signal, seconds: config.drainSeconds }, 'draining before shutdown');
      await new Promise((resolve) => setTimeout(resolve, config.drainSeconds * 1000));
    }
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`Jhola is ready at ${config.appUrl} (listening on ${address}, database: ${database.kind})`);
  // The PIN code data is read once, in the background, so the first order or lookup does not wait for it.
  placeIndex().catch((error: unknown) => app.log.error({ err: error }, 'could not read the PIN code data'));
}

/**
 * How long a starting process waits for its database before it gives up: a process restarted during a
 * database outage or a slow minute (its statements past their bounds) keeps trying here, where a retry
 * costs one connection, instead of exiting to be started again, which costs the whole start-up each time
 * (issue 48: a process killed on a loaded machine exited 1 on a slow start-up statement again and again and
 * was not back after 3 minutes).
 */
const DATABASE_WAIT_MS = 5 * 60_000;

/** Opens and migrates the database, builds the app and seeds the demo, again while the database fails. */
async function startOnItsDatabase(config: ReturnType<typeof loadConfig>) {
  const giveUpAt = Date.now() + DATABASE_WAIT_MS;
  for (let attempt = 1; ; attempt += 1) {
    let database: Database | undefined;
    let app: FastifyInstance | undefined;
    try {
      database = await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: config.dataDir,
        poolSize: config.databasePoolSize,
        onPoolError: (error) => console.error(`jhola: database connection lost: ${error.message}`),
      });
      app = await buildApp({ config, database });
      if (config.seedDemo) {
        const seeded = await seedDemo(database.slowDb, { log: (line) => app?.log.info(line) });
        if (seeded.accounts.length > 0) printDemoAccounts(seeded.accounts);
        // Issue 45: the demo shopper's planned hours give the demo shops delivery slots to book.
        const shopper = DEMO_ACCOUNTS.find((a) => a.role === 'shopper')!;
        const planned = await planDemoShifts(database.slowDb, app.ctx.now(), shopper.email);
        if (planned > 0) app.log.info(`demo data: ${planned} planned shifts for delivery slots`);
      }
      // Its jobs are registered on the queue as it gets ready: a database statement too.
      await app.ready();
      return { database, app };
    } catch (error) {
      await app?.close().catch(() => {});
      await database?.close().catch(() => {});
      // A bug (bad SQL, bad data) is not waited out; only the database not answering in time, or at all.
      if (!databaseErrorToAppError(error) || Date.now() > giveUpAt) throw error;
      const waitMs = Math.min(10_000, 500 * 2 ** attempt);
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      console.error(
        `jhola: the database did not answer at start (${reason}); trying again in ${waitMs / 1000} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}

function printDemoAccounts(accounts: { role: string; email: string; password: string }[]): void {
  const lines = accounts.map((a) => `  ${a.role.padEnd(9)} ${a.email.padEnd(24)} ${a.password}`);
  console.log(['', 'Demo accounts:', ...lines, ''].join('\n'));
}

main().catch((error: unknown) => {
  console.error('jhola: failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
