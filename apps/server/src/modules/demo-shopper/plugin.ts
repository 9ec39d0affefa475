import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LEADER_LOCKS, LeaderLock } from '../jobs/leader.js';
import { DemoShopper } from './demo-shopper.js';

/** How often the leading process looks for orders placed through other processes. */
const SWEEP_MS = 2000;

/**
 * DEMO_SHOPPERS (default on with the embedded database): a simulated shopper walks new orders through
 * the flow. It runs in one process only (the holder of its leader lock); that process hears orders
 * placed through itself at once and finds those placed through others on a short sweep. Starts when
 * the app is ready (after the demo seed) and stops before the database closes.
 */
export const demoShopperPlugin = fp(async (app: FastifyInstance) => {
  if (!app.ctx.config.demoShoppers) return;
  const log = app.log.child({ module: 'demo-shopper' });
  let shopper: DemoShopper | null = null;
  let sweep: NodeJS.Timeout | null = null;
  const leader = new LeaderLock(
    app.ctx.database,
    LEADER_LOCKS.demoShopper,
    {
      async lead() {
        shopper = new DemoShopper(app.ctx, log, { speed: app.ctx.config.demoShopperSpeed });
        await shopper.start();
        if (app.ctx.database.kind === 'postgres') {
          sweep = setInterval(() => {
            shopper
              ?.takeWaiting()
              .catch((error: unknown) => log.warn({ err: error }, 'demo shopper sweep failed'));
          }, SWEEP_MS / Math.min(app.ctx.config.demoShopperSpeed, 10));
          sweep.unref();
        }
      },
      async resign() {
        if (sweep) clearInterval(sweep);
        sweep = null;
        await shopper?.stop();
        shopper = null;
      },
    },
    log,
  );
  app.addHook('onReady', async () => {
    await leader.start();
  });
  app.addHook('onClose', async () => {
    await leader.stop();
  });
});
