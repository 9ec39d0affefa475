import pg from 'pg';

/**
 * How long the server waits for PostgreSQL. A request must fail within 5 s when the database goes
 * silent (packets dropped, nothing refused), so: a connection gets 3 s, a statement 3 s on the server
 * (a clean cancel that keeps the connection), and the client gives up 0.5 s after that (a silent
 * network, where the server's cancel never arrives). The slow pool serves the seed and migrations.
 */
export const DB_TIMEOUTS = {
  connectMs: 3_000,
  statementMs: 3_000,
  slowStatementMs: 120_000,
  /** Past the statement timeout: the server had its chance to cancel cleanly. */
  clientGraceMs: 500,
  /**
   * How long a request may queue for a free pooled connection. Longer than the others: a burst of
   * real work must wait its turn, and during an outage the queue drains fast anyway, since every
   * connection in use fails within the bounds above.
   */
  poolWaitMs: 10_000,
} as const;

const isReadTimeout = (error: unknown) => error instanceof Error && error.message === 'Query read timeout';

/**
 * A client that drops its connection when a query times out on the client side. node-postgres leaves
 * the timed-out query active, so without this every later query on that connection (the ROLLBACK,
 * the next request) would queue behind an answer that never comes. A destroyed connection makes those
 * fail at once, and the pool replaces it.
 */
class BoundedClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    // The pool passes its own options; its connectionTimeoutMillis is the queue wait, not the connect bound.
    super({ ...config, connectionTimeoutMillis: DB_TIMEOUTS.connectMs });
    // The pool listens for errors only while a client is idle; a connection cut while checked out
    // must not become an uncaught 'error' event. The failing query reports it to its caller.
    this.on('error', () => {});
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes them through.
  override query(...args: any[]): any {
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        if (isReadTimeout(error)) this.dropConnection();
        last(error, result);
      };
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) {
      return result.catch((error: unknown) => {
        if (isReadTimeout(error)) this.dropConnection();
        throw error;
      });
    }
    return result;
  }

  private dropConnection(): void {
    (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  }
}

/** A node-postgres pool whose every wait is bounded (see DB_TIMEOUTS). */
export function boundedPool(
  connectionString: string,
  max: number,
  statementMs: number,
  onIdleError?: (error: Error) => void,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    Client: BoundedClient,
    connectionTimeoutMillis: DB_TIMEOUTS.poolWaitMs,
    statement_timeout: statementMs,
    idle_in_transaction_session_timeout: statementMs * 4,
    query_timeout: statementMs + DB_TIMEOUTS.clientGraceMs,
    keepAlive: true,
    idleTimeoutMillis: 30_000,
  });
  // An idle client whose connection the server ends (restart, failover, a dropped test database)
  // emits 'error' on the pool; without a listener that would crash the process.
  pool.on('error', (error) => onIdleError?.(error));
  return pool;
}
