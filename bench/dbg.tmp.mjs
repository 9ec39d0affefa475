import autocannon from 'autocannon';
import { startServer } from './lib/start-server.mjs';
const server = await startServer({ env: { DEMO_SHOPPERS: 'false', LOG_LEVEL: 'warn' } });
try {
  for (const c of [1, 10, 100]) {
    const r = await autocannon({ url: server.url + '/api/shops', connections: c, duration: 5, timeout: 60 });
    console.log(c, Math.round(r.requests.average), 'req/s p99', r.latency.p99, 'p50', r.latency.p50, 'max', r.latency.max);
    await (await fetch(server.url + '/api/health')).arrayBuffer();
  }
} finally { await server.stop(); }
