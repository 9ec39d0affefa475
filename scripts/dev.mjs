#!/usr/bin/env node
// npm run dev: the server in watch mode on :3000 and Vite with hot reload on :5173 (proxying /api and /socket.io).
import { spawn } from 'node:child_process';

const children = [
  spawn(
    'npx',
    ['tsx', 'watch', '--conditions=@jhola/source', '--clear-screen=false', 'apps/server/src/server.ts'],
    {
      stdio: 'inherit',
      env: { NODE_ENV: 'development', ...process.env },
    },
  ),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/staff'], { stdio: 'inherit' }),
];
console.log(
  'Jhola dev: customer app http://localhost:5173, staff app http://localhost:5174/staff/ (API on http://localhost:3000)',
);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code) stop();
  });
