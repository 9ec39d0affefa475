#!/usr/bin/env node
// Login cost with the chosen Argon2id settings (19 MiB, 2 iterations, 1 lane):
//  1. the password hash alone (hash and verify, in process, from the built server code);
//  2. a whole POST /api/auth/login against the built server (demo customer), one at a time.
// Run after `npm run build`: node bench/login.mjs [rounds]
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startServer } from './lib/start-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const rounds = Number(process.argv[2] ?? 20);
const { hashPassword, verifyPassword } = await import(
  pathToFileURL(path.join(root, 'apps/server/dist/modules/auth/password.js')).href
);

const stats = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `median ${pick(0.5).toFixed(1)} ms, p90 ${pick(0.9).toFixed(1)} ms, min ${sorted[0].toFixed(1)} ms`;
};
async function time(fn, n) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await fn();
    out.push(performance.now() - start);
  }
  return out;
}

const hash = await hashPassword('Customer@123');
console.log(`argon2id hash:   ${stats(await time(() => hashPassword('Customer@123'), rounds))}`);
console.log(`argon2id verify: ${stats(await time(() => verifyPassword(hash, 'Customer@123'), rounds))}`);

const server = await startServer();
try {
  const login = async () => {
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'customer@jhola.test', password: 'Customer@123' }),
    });
    if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  };
  await login(); // warm-up
  console.log(`POST /api/auth/login (HTTP, embedded DB): ${stats(await time(login, Math.min(rounds, 60)))}`);
} finally {
  await server.stop();
}
