import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a listener hears on its channel. */
export interface ChannelListener {
  /** One notification's payload, after the transaction that sent it committed. */
  message(payload: string): void;
  /**
   * Whether every notification reaches this process from now on: true once listening, false the moment
   * the connection is lost (notifications sent meanwhile are lost with it) until it listens again.
   */
  live(listening: boolean): void;
}

/** Stops listening. */
export type Unlisten = () => Promise<void>;

/** How long a lost listening connection waits before it connects again. */
const RETRY_MS = 1000;

/**
 * PostgreSQL: one dedicated connection per listener (LISTEN is a session's, and a pooled connection is
 * anyone's), connected again after a loss; `live(false)` at the loss, `live(true)` once listening again.
 */
export function listenOnPostgres(url: string, channel: string, listener: ChannelListener): Unlisten {
  let client: pg.Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const lost = (gone: pg.Client) => {
    if (client !== gone) return;
    client = null;
    listener.live(false);
    gone.end().catch(() => undefined);
    if (!stopped) timer = setTimeout(() => void connect(), RETRY_MS).unref();
  };
  const connect = async () => {
    timer = null;
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) listener.message(n.payload);
    });
    try {
      await next.connect();
      // The channel is a plain identifier chosen by the caller, never user input.
      await next.query(`listen ${channel}`);
      if (client === next && !stopped) listener.live(true);
    } catch {
      lost(next);
    }
  };
  void connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const last = client;
    client = null;
    if (last) listener.live(false);
    await last?.end().catch(() => undefined);
  };
}

/** PGlite: the embedded database's own listeners; its one session never drops. */
export async function listenOnPglite(
  client: PGlite,
  channel: string,
  listener: ChannelListener,
): Promise<Unlisten> {
  const unlisten = await client.listen(channel, (payload) => listener.message(payload));
  listener.live(true);
  return async () => {
    listener.live(false);
    await unlisten();
  };
}
