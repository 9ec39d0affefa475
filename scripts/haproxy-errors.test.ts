// HAProxy's own errors say "try again" as the app's do (issue 48: the faults bench's kill -9 found a 502):
// deploy/haproxy.cfg, run by the real HAProxy in front of a stand-in process, answers a process that dies
// mid-answer with 503 and Retry-After, keeps the app's own Retry-After, and passes the app's answers
// (a 500 included: a bug is not hidden) unchanged.
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureDebianPackage } from './lib/debian-package.mjs';

const LB_PORT = 3461;
const APP_PORT = 3462;
let haproxy: ChildProcess | undefined;
let app: http.Server | undefined;

beforeAll(async () => {
  expect(ensureDebianPackage('/usr/sbin/haproxy', 'haproxy')).toBe(true);
  app = http.createServer((request, response) => {
    if (request.url === '/api/ready') return response.end('ok');
    if (request.url === '/api/busy') return response.writeHead(503, { 'retry-after': '7' }).end();
    if (request.url === '/api/bug') return response.writeHead(500).end();
    request.socket.destroy(); // killed mid-request
  });
  await new Promise<void>((resolve) => app?.listen(APP_PORT, '127.0.0.1', resolve));
  haproxy = spawn('/usr/sbin/haproxy', ['-db', '-f', 'deploy/haproxy.cfg'], {
    // The other two processes are down: HAProxy retries their refused connections on this one.
    env: {
      ...process.env,
      JHOLA_LB_BIND: `127.0.0.1:${LB_PORT}`,
      JHOLA_APP1: `127.0.0.1:${APP_PORT}`,
      JHOLA_APP2: '127.0.0.1:3463',
      JHOLA_APP3: '127.0.0.1:3464',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i += 1) {
    const ready = await fetch(`http://127.0.0.1:${LB_PORT}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('HAProxy did not come up');
}, 120_000);

afterAll(async () => {
  haproxy?.kill('SIGTERM');
  await new Promise<void>((resolve) => (app ? app.close(() => resolve()) : resolve()));
});

const get = async (path: string) => {
  const response = await fetch(`http://127.0.0.1:${LB_PORT}${path}`);
  return { status: response.status, retryAfter: response.headers.get('retry-after') };
};

it('answers a process killed mid-request with 503 and Retry-After, not 502', async () => {
  expect(await get('/api/orders')).toEqual({ status: 503, retryAfter: '2' });
});

it("keeps the app's own 503 and Retry-After, and its other answers as they are", async () => {
  expect(await get('/api/busy')).toEqual({ status: 503, retryAfter: '7' });
  expect(await get('/api/bug')).toEqual({ status: 500, retryAfter: null });
  expect(await get('/api/ready')).toEqual({ status: 200, retryAfter: null });
});
