import type { FastifyInstance } from 'fastify';
import { forgetSession, pushOrderChange, pushOrderMessage } from './service.js';

/**
 * Web Push (issue 19): order changes become pushes to the customer (and opted-in shoppers) after commit,
 * in the process that made the change (so each is sent once); an ended session drops its subscriptions.
 * Sending never holds up the request that changed the order.
 */
export async function pushPlugin(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const log = app.log.child({ module: 'push' });
  const pending = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    const running = work.catch((error) => log.error({ err: error }, 'push failed'));
    pending.add(running);
    void running.finally(() => pending.delete(running));
  };
  const stops = [
    ctx.events.on('order.changed', (change) => track(pushOrderChange(ctx, log, change))),
    ctx.events.on('order.message', (event) => track(pushOrderMessage(ctx, log, event))),
    ctx.events.on('session.ended', ({ userId, sessionId }) => track(forgetSession(ctx, userId, sessionId))),
  ];
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
    await Promise.all(pending);
  });
}
