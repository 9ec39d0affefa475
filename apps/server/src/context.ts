import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';

/** What every module may use; built once in app.ts and shared through `app.ctx`. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** The time source; tests move it to check hours, expiry and waiting times. */
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
