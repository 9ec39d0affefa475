import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../../db/client.js';

/** Advisory lock numbers of the jobs that run in one process at a time (any fixed, distinct numbers). */
export const LEADER_LOCKS = { demoShopper: 4_815_162_343 } as const;

export interface Leadership {
  /** Called when this process becomes the one that runs the job. */
  lead(): Promise<void> | void;
  /** Called when it stops being it (connection lost, or the app closing). */
  resign(): Promise<void> | void;
}

/**
 * Work that must run in one process at a time (the demo shopper, a long-running actor) runs in the process
 * holding a PostgreSQL advisory lock on its own connection. If that process dies, its connection
 * closes, the lock is free, and another process takes it within `retryMs`. The embedded database has
 * one process by definition: it leads at once.
 */
export class LeaderLock {
  private client: pg.Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private leading = false;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly lockId: number,
    private readonly job: Leadership,
    private readonly log: FastifyBaseLogger,
    private readonly retryMs = 3000,
  ) {}

  get isLeader(): boolean {
    return this.leading;
  }

  async start(): Promise<void> {
    this.stopped = false;
    if (!this.database.url) {
      await this.become();
      return;
    }
    await this.attempt();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.stepDown();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.attempt(), this.retryMs);
    this.timer.unref();
  }

  /** Tries for the lock when not leading; checks the connection still holds it when leading. */
  private async attempt(): Promise<void> {
    try {
      if (!this.client) {
        const client = new pg.Client({ connectionString: this.database.url });
        client.on('error', () => void this.lost(client));
        await client.connect();
        this.client = client;
      }
      if (this.leading) await this.client.query('select 1');
      else {
        const { rows } = await this.client.query<{ ok: boolean }>('select pg_try_advisory_lock($1) as ok', [
          this.lockId,
        ]);
        if (rows[0]?.ok) await this.become();
      }
    } catch (error) {
      if (this.client) await this.lost(this.client, error);
    }
    this.schedule();
  }

  private async become(): Promise<void> {
    if (this.stopped || this.leading) return;
    this.leading = true;
    this.log.info({ lock: this.lockId }, 'this process now runs the job');
    await this.job.lead();
  }

  private async stepDown(): Promise<void> {
    if (!this.leading) return;
    this.leading = false;
    await this.job.resign();
  }

  /** The connection (and with it the lock) is gone: stop the job at once; the next attempt reconnects. */
  private async lost(client: pg.Client, error?: unknown): Promise<void> {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    if (this.leading) this.log.warn({ err: error, lock: this.lockId }, 'lost the job lock; stopping the job');
    await this.stepDown();
  }
}
