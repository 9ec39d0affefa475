import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import { registerCollectors } from './collectors.js';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Prometheus metrics, never public: on their own port (METRICS_PORT, bound to METRICS_HOST) for a
 * scraper on the private network, and/or at GET /api/metrics for a scraper holding METRICS_TOKEN.
 * With neither set, nothing is exposed (the metrics are still counted; it costs microseconds).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const registry = new Registry();
    registerCollectors(app, registry);
    const { port, host, token } = app.ctx.config.metrics;

    if (token) {
      app.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
        const given = request.headers.authorization?.replace(/^Bearer /i, '') ?? '';
        if (!sameToken(given, token)) return reply.status(404).send({ success: false, message: 'Not found' });
        return reply.header('content-type', registry.contentType).send(await registry.metrics());
      });
    }

    let server: Server | null = null;
    if (port !== undefined) {
      server = createServer((request, response) => {
        if (request.url !== '/metrics') {
          response.writeHead(404).end();
          return;
        }
        registry
          .metrics()
          .then((body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body))
          .catch((error: unknown) => {
            app.log.error({ err: error }, 'metrics scrape failed');
            response.writeHead(500).end();
          });
      });
      const listening = server;
      app.addHook('onReady', async () => {
        await new Promise<void>((resolve, reject) => {
          listening.once('error', reject);
          listening.listen(port, host, () => resolve());
        });
      });
    }
    app.addHook('onClose', async () => {
      if (server?.listening) await new Promise((resolve) => server?.close(resolve));
    });
  },
  { name: 'metrics', dependencies: ['realtime'] },
);
