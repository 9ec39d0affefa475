import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { EventBus } from './events/event-bus.js';

/** What every module may use; built once in app.ts and shared through `app.ctx`. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** The time source; tests move it to check hours, expiry and waiting times. */
  now: () => Date;
  /** Domain events, emitted after commit (see events/event-bus.ts). */
  events: EventBus;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
