import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const TOKEN = 'metrics-token-for-the-test-0123456789';

describe('Prometheus metrics', () => {
  let t: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    plain = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await plain?.close();
  });

  it('are not public: 404 without the token, with a wrong one, and when no token is configured', async () => {
    expect((await t.app.inject({ url: '/api/metrics' })).statusCode).toBe(404);
    const wrong = await t.app.inject({ url: '/api/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(404);
    const none = await plain.app.inject({
      url: '/api/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(none.statusCode).toBe(404);
  });

  it('count requests by route pattern and report sockets, orders, the pool and the job queue', async () => {
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/orders/0a0a0a0a-0000-4000-8000-000000000000' });
    const res = await t.app.inject({ url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /jhola_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} \d+/,
    );
    // The pattern, never the id.
    expect(text).toContain('route="/api/orders/:id"');
    expect(text).not.toContain('0a0a0a0a');
    expect(text).toMatch(/^jhola_sockets_connected 0$/m);
    expect(text).toMatch(/^jhola_db_outage_suspected 0$/m);
    expect(text).toContain('# TYPE jhola_orders_active gauge');
    expect(text).toMatch(/^jhola_jobs_due\{queue="mail"\} \d+$/m);
    expect(text).toMatch(/^jhola_jobs_due\{queue="jobs"\} \d+$/m);
    expect(text).toContain('jhola_process_resident_memory_bytes');
  });
});
