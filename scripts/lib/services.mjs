// Small checks of the services the cluster and its tests need: PostgreSQL and Redis.
import net from 'node:net';
import pg from 'pg';

/** Runs `work` with the database's name on a connection to the server's `postgres` database. */
async function asAdmin(url, work) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unusual database name "${name}"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await work(client, name);
  } finally {
    await client.end();
  }
}

/** Creates the database named by `url` when it does not exist. */
export const ensureDatabase = (url) =>
  asAdmin(url, async (client, name) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) await client.query(`create database ${name}`);
  });

/** Drops and creates the database named by `url` (the tests' fresh start). */
export const recreateDatabase = (url) =>
  asAdmin(url, async (client, name) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });

/** True when a Redis server answers PING at `url` within two seconds. */
export function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || 6379) });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** True when something already listens on 127.0.0.1:`port`. */
export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
