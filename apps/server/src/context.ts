import type { DeliveryEstimateInput, Language, UserRole } from '@jhola/domain';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { AuthContext } from './auth-context.js';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { EventBus } from './events/event-bus.js';
import type { HotReplies } from './http/hot-replies.js';
import type { JobKinds } from './modules/jobs/kinds.js';
import type { JobRunner } from './modules/jobs/runner.js';
import type { MailService } from './modules/mail/mail-service.js';
import type { VapidKeys } from './modules/push/vapid-keys.js';
import type { Realtime } from './modules/realtime/types.js';
import type { SharedRedis } from './modules/shared-redis/client.js';
import type { FileStore } from './storage/file-store.js';

/** How busy shoppers are now: the two figures of the delivery estimate that change with the hour. */
export type DeliveryLoad = Pick<DeliveryEstimateInput, 'waitingOrders' | 'activeShoppers'>;
export interface DeliveryLoadSource {
  read(): Promise<DeliveryLoad>;
}

/** What every module may use; built once in app.ts and shared through `app.ctx`. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** The time source; tests move it to check hours, expiry and waiting times. */
  now: () => Date;
  /** Domain events, emitted after commit (see events/event-bus.ts). */
  events: EventBus;
  /** Outgoing mail: `ctx.mail.enqueue({to, subject, text, html, kind})` (modules/mail). */
  mail: MailService;
  /** Uploaded files every process can read: `put`, `get`, `delete` by key (storage/file-store.ts). */
  files: FileStore;
  /** REDIS_URL set: the client for counts every process shares (rate limits); null otherwise. */
  redis: SharedRedis | null;
  /** The Web Push key pair every process shares (modules/push/vapid-keys.ts). */
  vapid: VapidKeys;
  /** True from SIGTERM on: /api/ready answers 503 so the load balancer stops sending new requests. */
  draining: boolean;
  /** Answers made before Fastify for the hottest settled replies (http/hot-replies.ts). */
  hot: HotReplies;
  /**
   * The load the delivery estimate reads, at most once a minute per app (modules/orders/placement/
   * delivery-load.ts): the catalogue's shop lists and placement share its minute.
   */
  deliveryLoad: DeliveryLoadSource;
  /** What modules keep for this app between requests, made on first use (app-locals.ts). */
  locals: Map<symbol, unknown>;
  /** The job kinds and sweeps each module registers for the job runner (modules/jobs/kinds.ts). */
  jobKinds: JobKinds;
}

export type { AuthContext } from './auth-context.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** Resolves a raw token (header or socket handshake) to its live session. */
    resolveToken(token: string | undefined): Promise<AuthContext | null>;
    /** The language saved on an account (kept per process like its sessions: auth/session-cache.ts). */
    accountLanguage(userId: string): Promise<Language>;
    /**
     * A route's onRequest hook: 401 without a live session, 403 when the role is not one of `roles`,
     * before the body is read; the answer carries `Cache-Control: no-store`.
     */
    requireAuth(...roles: UserRole[]): onRequestAsyncHookHandler;
    /** socket.io (modules/realtime/plugin.ts). */
    realtime: Realtime;
    /** The durable job runner of this process: deadlines and cleanup (modules/jobs/plugin.ts). */
    jobs: JobRunner;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
