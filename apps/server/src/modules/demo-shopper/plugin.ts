import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DemoShopper } from './demo-shopper.js';

/**
 * DEMO_SHOPPERS (default on with the embedded database): a simulated shopper walks new orders through
 * the flow. Starts when the app is ready (after the demo seed) and stops before the database closes.
 */
export const demoShopperPlugin = fp(async (app: FastifyInstance) => {
  if (!app.ctx.config.demoShoppers) return;
  const shopper = new DemoShopper(app.ctx, app.log.child({ module: 'demo-shopper' }), {
    speed: app.ctx.config.demoShopperSpeed,
  });
  app.addHook('onReady', async () => {
    await shopper.start();
  });
  app.addHook('onClose', async () => {
    await shopper.stop();
  });
});
