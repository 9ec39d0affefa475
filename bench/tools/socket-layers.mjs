#!/usr/bin/env node
// What each layer under a connected customer costs: a bare http server with only the realtime stack
// (no Fastify, no database), N clients from this process, the server's heap and RSS per socket after a
// full GC. Not part of `npm run bench` (no goal): a tool for reading bench/realtime.mjs's figure
// (decision 0050). Each layer adds to the one before:
//   ws         the `ws` WebSocket server alone (what engine.io uses by default)
//   engine.io  engine.io, websocket transport
//   socket.io  socket.io with the handshake token check's shape (socket.data.auth), no rooms
// and the options say what the product adds or could change:
//   ROOMS=n         join n private rooms per socket (the product joins 4 for a customer)
//   RECOVERY=1      connectionStateRecovery on (the product's setting)
//   KEEP_REQUEST=1  keep the upgrade request (the product drops it)
//   RELEASE=1       also release what engine.io itself keeps of it (modules/realtime/upgrade-request.ts)
//   WS_ENGINE=path  a native engine for engine.io's wsEngine (e.g. eiows), imported from that path
//   SNAPSHOT=file   write a heap snapshot with the sockets connected (e.g. for bench/tools/heap-by-type.mjs)
//
//   LAYER=socket.io ROOMS=4 RECOVERY=1 node bench/tools/socket-layers.mjs   (SOCKETS, PORT to vary)
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { writeHeapSnapshot } from 'node:v8';

const require = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const LAYER = process.env.LAYER ?? 'socket.io';
const SOCKETS = Number(process.env.SOCKETS ?? 10_000);
const PORT = Number(process.env.PORT ?? 3612);
const ROOMS = Number(process.env.ROOMS ?? 0);
const BATCH = 250;

async function serve() {
  const { releaseUpgradeRequest } = process.env.RELEASE
    ? await import('../../apps/server/dist/modules/realtime/upgrade-request.js')
    : {};
  const http = createServer();
  const kept = [];
  const wsEngine = process.env.WS_ENGINE ? (await import(process.env.WS_ENGINE)).Server : undefined;
  if (LAYER === 'ws') {
    const { WebSocketServer } = require('ws');
    const wss = new WebSocketServer({ server: http, clientTracking: false, perMessageDeflate: false });
    wss.on('connection', (ws) => kept.push(ws));
  } else if (LAYER === 'engine.io') {
    const { attach } =
      require('socket.io').__engineIo ?? createRequire(require.resolve('socket.io'))('engine.io');
    const engine = attach(http, { transports: ['websocket'], ...(wsEngine ? { wsEngine } : {}) });
    engine.on('connection', (socket) => {
      if (process.env.RELEASE) releaseUpgradeRequest(socket);
      if (!process.env.KEEP_REQUEST) socket.request = null;
    });
  } else {
    const { Server } = require('socket.io');
    const io = new Server(http, {
      serveClient: false,
      ...(process.env.RECOVERY ? { connectionStateRecovery: { maxDisconnectionDuration: 120_000 } } : {}),
      ...(wsEngine ? { wsEngine } : {}),
    });
    io.engine.on('connection', (raw) => {
      if (process.env.RELEASE) releaseUpgradeRequest(raw);
      if (!process.env.KEEP_REQUEST) raw.request = null;
    });
    let n = 0;
    io.use((socket, next) => {
      n += 1;
      const id = `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`;
      socket.data.auth = { userId: id, sessionId: id.replace('-4000-', '-4001-'), role: 'customer' };
      next();
    });
    io.on('connection', (socket) => {
      const rooms = Array.from({ length: ROOMS }, (_, k) => `room${k}:${socket.data.auth.userId}`);
      if (rooms.length) void socket.join(rooms);
    });
  }
  let asked = 0;
  process.on('message', (message) => {
    if (message !== 'memory') return;
    asked += 1;
    globalThis.gc();
    globalThis.gc();
    process.send({ usage: process.memoryUsage(), kept: kept.length });
    if (process.env.SNAPSHOT && asked === 2)
      process.send({ snapshot: writeHeapSnapshot(process.env.SNAPSHOT) });
  });
  http.listen(PORT, '127.0.0.1', () => process.send({ ready: true }));
}

function connectOne() {
  const url = `http://127.0.0.1:${PORT}`;
  return new Promise((resolve, reject) => {
    if (LAYER === 'ws') {
      const WebSocket = require('ws');
      const ws = new WebSocket(`ws://127.0.0.1:${PORT}/`, { perMessageDeflate: false });
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
    } else if (LAYER === 'engine.io') {
      const { Socket } = createRequire(require.resolve('socket.io-client'))('engine.io-client');
      const socket = new Socket(url, { transports: ['websocket'] });
      socket.once('open', () => resolve(socket));
      socket.once('error', reject);
    } else {
      const { io } = require('socket.io-client');
      const socket = io(url, {
        transports: ['websocket'],
        reconnection: false,
        auth: { token: 'x'.repeat(300) },
      });
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    }
  });
}

async function measure() {
  const child = fork(fileURLToPath(import.meta.url), ['serve'], {
    execArgv: ['--expose-gc'],
    env: process.env,
  });
  const next = () => new Promise((resolve) => child.once('message', resolve));
  await next();
  const ask = async () => {
    child.send('memory');
    return (await next()).usage;
  };
  await new Promise((r) => setTimeout(r, 500));
  const before = await ask();
  const clients = [];
  for (let from = 0; from < SOCKETS; from += BATCH) {
    clients.push(...(await Promise.all(Array.from({ length: Math.min(BATCH, SOCKETS - from) }, connectOne))));
  }
  await new Promise((r) => setTimeout(r, 2000));
  const after = await ask();
  if (process.env.SNAPSHOT) await next();
  const kb = (a, b) => ((b - a) / clients.length / 1024).toFixed(2);
  const options = ['ROOMS', 'RECOVERY', 'KEEP_REQUEST', 'RELEASE', 'WS_ENGINE'].filter((k) => process.env[k]);
  console.log(
    `socket-layers: ${LAYER}${options.map((k) => ` ${k}=${process.env[k]}`).join('')}: ${clients.length} sockets, heap ${kb(before.heapUsed, after.heapUsed)} KB + external ${kb(before.external, after.external)} KB per socket, RSS ${kb(before.rss, after.rss)} KB per socket`,
  );
  for (const c of clients) c.close();
  child.kill();
}

if (process.argv[2] === 'serve') await serve();
else await measure();
