import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, type Registry } from 'prom-client';
import { JobRepository } from '../jobs/repository.js';
import { SEND_MAIL_JOB } from '../mail/mail-service.js';
import { countOpenOrdersByStatus } from '../orders/index.js';

/** Latency buckets in seconds: a phone on a slow network notices 300 ms; 10 s is a failure. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Registers every Jhola metric on `registry`; gauges read their value when scraped. */
export function registerCollectors(app: FastifyInstance, registry: Registry): void {
  collectDefaultMetrics({ register: registry, prefix: 'jhola_' });

  const requests = new Histogram({
    name: 'jhola_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status code (the _count is the request rate)',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: BUCKETS,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: ids would make a label per order.
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  // Replies answered before Fastify (http/hot-replies.ts) count like every other; their few label sets
  // are looked up once, as that path exists to do as little as possible per request.
  const hotSeries = new Map<string, ReturnType<typeof requests.labels>>();
  app.ctx.hot.onAnswered((route, status, seconds) => {
    const key = `${route} ${status}`;
    let series = hotSeries.get(key);
    if (!series) {
      series = requests.labels({ method: 'GET', route, status: String(status) });
      hotSeries.set(key, series);
    }
    series.observe(seconds);
  });

  const pool = app.ctx.database.poolStats;
  new Gauge({
    name: 'jhola_db_pool_connections',
    help: 'PostgreSQL pool connections of this process: in_use, idle, waiting (requests queued for one), max',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!pool) return;
      const s = pool();
      this.set({ state: 'in_use' }, s.total - s.idle);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'waiting' }, s.waiting);
      this.set({ state: 'max' }, s.max);
    },
  });

  new Gauge({
    name: 'jhola_db_outage_suspected',
    help: '1 while the pool circuit is open (a connect or query timed out; requests get a 503 until a probe answers)',
    registers: [registry],
    collect() {
      this.set(app.ctx.database.outageSuspected?.() ? 1 : 0);
    },
  });

  new Gauge({
    name: 'jhola_sockets_connected',
    help: 'Realtime (socket.io) clients connected to this process',
    registers: [registry],
    collect() {
      this.set(app.realtime.io.engine.clientsCount);
    },
  });

  new Gauge({
    name: 'jhola_orders_active',
    help: 'Unfinished orders by status (the same figure from every process: take max, not sum)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await countOpenOrdersByStatus(app.ctx.db);
      this.reset();
      for (const row of rows) this.set({ status: row.status }, row.n);
    },
  });

  const transitions = new Counter({
    name: 'jhola_order_changes_total',
    help: 'Order changes made by this process, by the status the order reached',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  app.ctx.events.on('order.changed', ({ order }) => transitions.inc({ status: order.status }));

  new Gauge({
    name: 'jhola_jobs_due',
    help: 'Job queue depth: jobs due and not yet run, and of them the mails due and not yet sent (the same figure from every process)',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.set({ queue: 'mail' }, await new JobRepository(app.ctx.db).countDue(app.ctx.now(), SEND_MAIL_JOB));
      this.set({ queue: 'jobs' }, await new JobRepository(app.ctx.db).countDue(app.ctx.now()));
    },
  });
}
