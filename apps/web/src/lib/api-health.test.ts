// @vitest-environment node
/** PRODUCT.md §4 API health against a real local HTTP server: ok or 401 healthy, other statuses unhealthy, no answer error. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from './api-client';
import { checkApiHealth, useApiHealth } from './api-health';

let status = 200;
let seenPath = '';
const server = createServer((req, res) => {
  seenPath = req.url ?? '';
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ success: status < 400, data: { version: '9.9.9' } }));
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('checkApiHealth', () => {
  it.each([
    [200, 'healthy'],
    [401, 'healthy'],
    [403, 'unhealthy'],
    [404, 'unhealthy'],
    [500, 'unhealthy'],
    [503, 'unhealthy'],
  ])('an answer of %i is %s', async (answer, expected) => {
    configureApiClient({ baseUrl });
    status = answer;
    expect(await checkApiHealth()).toBe(expected);
    expect(useApiHealth.getState()).toMatchObject({ httpStatus: answer, checking: false });
    expect(seenPath).toMatch(/^\/api\/health\?_t=\d+$/);
  });

  it('keeps the server version it was told', async () => {
    configureApiClient({ baseUrl });
    status = 200;
    await checkApiHealth();
    expect(useApiHealth.getState().version).toBe('9.9.9');
  });

  it('is an error when nothing answers', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    configureApiClient({ baseUrl: `http://127.0.0.1:${port}/api` });
    expect(await checkApiHealth()).toBe('error');
    expect(useApiHealth.getState()).toMatchObject({ state: 'error', httpStatus: null });
  });
});
