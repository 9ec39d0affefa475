import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
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

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
    onPoolError: (error) => console.error(`jhola: database connection lost: ${error.message}`),
  });
  const app = await buildApp({ config, database });
  if (config.seedDemo) {
    const seeded = await seedDemo(database.slowDb, { log: (line) => app.log.info(line) });
    if (seeded.accounts.length > 0) printDemoAccounts(seeded.accounts);
    // Issue 45: the demo shopper's planned hours give the demo shops delivery slots to book.
    const shopper = DEMO_ACCOUNTS.find((a) => a.role === 'shopper')!;
    const planned = await planDemoShifts(database.slowDb, app.ctx.now(), shopper.email);
    if (planned > 0) app.log.info(`demo data: ${planned} planned shifts for delivery slots`);
  }

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

function printDemoAccounts(accounts: { role: string; email: string; password: string }[]): void {
  const lines = accounts.map((a) => `  ${a.role.padEnd(9)} ${a.email.padEnd(24)} ${a.password}`);
  console.log(['', 'Demo accounts:', ...lines, ''].join('\n'));
}

main().catch((error: unknown) => {
  console.error('jhola: failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
