// The faults bench's tools (issue 48): the TCP delay proxy holds bytes for the delay of the moment and
// keeps their order, and the fault schedule runs each fault once, a minute apart, within ten minutes.
// Timers are the test's own: nothing here waits for real time.
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startDelayProxy } from '../bench/faults/delay-proxy.mjs';
import { planFaults, runFaults } from '../bench/faults/schedule.mjs';

/** An echo server on a free port. */
async function echoServer() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.pipe(s);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return { close, port: (server.address() as net.AddressInfo).port };
}

/** A client that collects what it reads back. */
async function client(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  return { socket, received: () => received };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setImmediate(r));
  expect(check()).toBe(true);
};

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

describe('the delay proxy', () => {
  it('passes bytes straight through with no delay, and holds them for the delay once set', async () => {
    const echo = await echoServer();
    const held: { send: () => void; ms: number }[] = [];
    const proxy = await startDelayProxy({
      target: { host: '127.0.0.1', port: echo.port },
      later: (send, ms) => held.push({ send, ms }),
    });
    closers.push(echo.close, proxy.close);
    const c = await client(proxy.port);
    closers.push(() => void c.socket.destroy());
    c.socket.write('a');
    await until(() => c.received() === 'a');
    expect(held).toEqual([]);

    proxy.setDelay(5_000);
    c.socket.write('b');
    await until(() => held.length === 1);
    expect(held[0]?.ms).toBe(5_000);
    expect(c.received()).toBe('a');
    held.shift()?.send(); // the request reaches the database 5 s later...
    await until(() => held.length === 1); // ...and its answer is held on the way back
    held.shift()?.send();
    await until(() => c.received() === 'ab');
  });

  it('keeps the order of held bytes even when a later timer fires first', async () => {
    const echo = await echoServer();
    const held: (() => void)[] = [];
    let echoed = 0;
    const proxy = await startDelayProxy({
      target: { host: '127.0.0.1', port: echo.port },
      later: (send) => {
        held.push(send);
      },
    });
    closers.push(echo.close, proxy.close);
    proxy.setDelay(100);
    const c = await client(proxy.port);
    closers.push(() => void c.socket.destroy());
    c.socket.write('1');
    await until(() => held.length === 1);
    c.socket.write('2');
    await until(() => held.length === 2);
    // The second chunk's timer fires first: the first chunk still goes first, both ways.
    held.pop()?.();
    held.pop()?.();
    await until(() => held.length >= 1);
    while (c.received().length < 2 && echoed < 10) {
      held.shift()?.();
      echoed += 1;
      await new Promise((r) => setImmediate(r));
    }
    expect(c.received()).toBe('12');
    expect(proxy.connections()).toBe(1);
  });
});

describe('the fault schedule', () => {
  it('plans each fault once, a minute apart, within ten minutes', () => {
    const plan = planFaults();
    expect(plan.map((f) => f.name)).toEqual([
      'kill-9-one-process',
      'redis-restart',
      'postgres-restart',
      'webhook-stall-60s',
      'database-delay-5s',
    ]);
    expect(plan.map((f) => f.atMs)).toEqual([60_000, 120_000, 180_000, 240_000, 300_000]);
    expect(() => planFaults({ gapMs: 200_000 })).toThrow(/over the 600000 ms limit/);
    expect(() => planFaults({ gapMs: 30_000 })).toThrow(/overlap/);
    // A shorter try: faults 20 s apart, the lasting ones shortened to fit between them.
    const short = planFaults({
      warmupMs: 20_000,
      gapMs: 20_000,
      lastsMs: { 'webhook-stall-60s': 15_000, 'database-delay-5s': 10_000 },
    });
    expect(short.map((f) => [f.atMs, f.lastsMs])).toEqual([
      [20_000, 0],
      [40_000, 0],
      [60_000, 0],
      [80_000, 15_000],
      [100_000, 10_000],
    ]);
  });

  it('starts and stops each fault at its time and writes its window to the history', async () => {
    let clock = 0;
    const calls: string[] = [];
    const windows: { name: string; start: number; end: number }[] = [];
    const action = (name: string) => ({
      start: () => void calls.push(`start ${name} at ${clock}`),
      stop: () => {
        clock += 500; // a restart's wait for its service to answer
        calls.push(`stop ${name} at ${clock}`);
      },
    });
    const plan = planFaults().slice(2, 4);
    await runFaults(plan, Object.fromEntries(plan.map((f) => [f.name, action(f.name)])), {
      record: (w) => void windows.push(w),
      now: () => clock,
      sleep: async (ms) => {
        clock += ms;
      },
    });
    expect(calls).toEqual([
      'start postgres-restart at 180000',
      'stop postgres-restart at 180500',
      'start webhook-stall-60s at 240000',
      'stop webhook-stall-60s at 300500',
    ]);
    expect(windows.map((w) => [w.name, w.start, w.end])).toEqual([
      ['postgres-restart', 180_000, 180_500],
      ['webhook-stall-60s', 240_000, 300_500],
    ]);
  });
});
