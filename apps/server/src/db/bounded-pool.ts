import pg from 'pg';
import { CIRCUIT_OPEN_MESSAGE, CircuitBreaker } from './circuit-breaker.js';
import { deadlinePassedError, isRollback, type RequestDeadline } from './deadline-scope.js';
import { isStalePlan, PreparedNames, withName } from './prepared-names.js';

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
   * real work must wait its turn. During a silent outage the queue does not wait this long: the first
   * connect or query timeout opens the pool's circuit, which fails every waiter at once. Well under
   * the request's deadline (http/request-deadline.ts, issue 48): a request answered 503 at its deadline
   * must not still hold a place in the queue, to take a connection later for work nobody waits for
   * (10 s did: an overloaded pool then spent its connections on abandoned requests and stayed full).
   */
  poolWaitMs: 5_000,
} as const;

const isReadTimeout = (error: unknown) => error instanceof Error && error.message === 'Query read timeout';
/** pg's own connect timeout ('timeout expired'), or the pool's ('... due to connection timeout'). */
const isConnectTimeout = (error: unknown) =>
  error instanceof Error && /timeout expired|due to connection timeout/.test(error.message);

/**
 * A client that drops its connection when a query times out on the client side. node-postgres leaves
 * the timed-out query active, so without this every later query on that connection (the ROLLBACK,
 * the next request) would queue behind an answer that never comes. A destroyed connection makes those
 * fail at once, and the pool replaces it. The timeout is also reported to the pool's circuit breaker.
 */
class BoundedClient extends pg.Client {
  protected breaker: CircuitBreaker | undefined;
  /** The statements this connection prepares (db/prepared-names.ts). */
  private readonly names = new PreparedNames();
  /** The deadline of the request whose transaction holds this connection (db/deadline-transactions.ts). */
  deadline: RequestDeadline | undefined;

  constructor(config?: pg.ClientConfig) {
    // The pool passes its own options; its connectionTimeoutMillis is the queue wait, not the connect bound.
    super({ ...config, connectionTimeoutMillis: DB_TIMEOUTS.connectMs });
    // The pool listens for errors only while a client is idle; a connection cut while checked out
    // must not become an uncaught 'error' event. The failing query reports it to its caller.
    this.on('error', () => {});
    this.deadline = undefined;
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this passes them through.
  override query(...given: any[]): any {
    const deadline = this.deadline;
    if (deadline?.passed && !isRollback(textOf(given[0]))) return Promise.reject(deadlinePassedError());
    const args = withName(given, this.names);
    const startedAt = this.breaker?.now() ?? 0;
    const onError = (error: unknown) => {
      // A new connection prepares its statements afresh, with the new columns.
      if (isStalePlan(error)) this.dropConnection();
      if (!isReadTimeout(error)) return;
      this.dropConnection();
      this.breaker?.trip(startedAt);
    };
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        onError(error);
        last(error, result);
      };
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) {
      const settled = deadline ? this.cancelAtDeadline(deadline) : undefined;
      return result.then(
        (value: unknown) => {
          settled?.(false);
          return value;
        },
        (error: unknown) => {
          settled?.((error as { code?: unknown }).code === '57014');
          onError(error);
          throw error;
        },
      );
    }
    return result;
  }

  /**
   * While the statement runs, the deadline's 503 cancels it on the server (a cancel request on a
   * connection of its own, as psql's Ctrl-C), so it ends at once with its locks instead of running out
   * its statement bound. Answers what to do once it settles: a cancel sent but not what ended it may land
   * on the connection's next statement, another request's, so the connection goes.
   */
  private cancelAtDeadline(deadline: RequestDeadline): (cancelledHere: boolean) => void {
    let sent = false;
    const cancel = () => {
      sent = true;
      sendCancel(this);
    };
    deadline.signal.addEventListener('abort', cancel, { once: true });
    return (cancelledHere) => {
      deadline.signal.removeEventListener('abort', cancel);
      if (sent && !cancelledHere) this.dropConnection();
    };
  }

  private dropConnection(): void {
    (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  }
}

const textOf = (query: unknown) =>
  typeof query === 'string' ? query : (query as { text?: unknown } | undefined)?.text;

/** PostgreSQL's cancel request for the statement `client` is running (what pg's own `cancel` sends). */
function sendCancel(client: pg.Client): void {
  const { processID, secretKey, host, port } = client as pg.Client & { processID: number; secretKey: number };
  const canceller = new pg.Client({ host, port });
  const connection = (canceller as unknown as { connection: CancelConnection }).connection;
  connection.on('error', () => {});
  connection.once('connect', () => connection.cancel(processID, secretKey));
  if (host?.startsWith('/')) connection.connect(`${host}/.s.PGSQL.${port}`);
  else connection.connect(port, host);
}

interface CancelConnection {
  on(event: 'error', listener: () => void): void;
  once(event: 'connect', listener: () => void): void;
  connect(port: number | string, host?: string): void;
  cancel(processID: number, secretKey: number): void;
}

/** How often the open circuit checks the database again after a failed probe. */
const PROBE_EVERY_MS = 500;

/**
 * A pool whose waits for a connection fail at once while its circuit is open (see CircuitBreaker), and
 * whose connect and query timeouts open it. pg-pool's `query` goes through `connect`, and drizzle's
 * transactions call `connect`, so this one override covers every use.
 */
class GuardedPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    readonly breaker: CircuitBreaker,
  ) {
    super(config);
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg-pool's connect is both callback and promise style.
  override connect(callback?: (...args: any[]) => void): any {
    const checkout = this.checkout();
    if (!callback) return checkout;
    checkout.then(
      (client) => callback(undefined, client, client.release),
      (error) => callback(error, undefined, () => {}),
    );
  }

  private checkout(): Promise<pg.PoolClient> {
    if (this.breaker.isOpen) return Promise.reject(new Error(CIRCUIT_OPEN_MESSAGE));
    const startedAt = this.breaker.now();
    return new Promise((resolve, reject) => {
      let settled = false;
      // A request already waiting in the queue when the circuit opens gives up at once.
      const stopListening = this.breaker.onOpen(() => {
        settled = true;
        reject(new Error(CIRCUIT_OPEN_MESSAGE));
      });
      super.connect((error: Error | undefined, client: pg.PoolClient | undefined) => {
        stopListening();
        if (error && isConnectTimeout(error)) this.breaker.trip(startedAt);
        // The waiter gave up when the circuit opened: the connection goes straight back to the pool.
        if (settled) return client?.release();
        settled = true;
        if (error || !client) reject(error);
        else resolve(client);
      });
    });
  }

  override async end(): Promise<void> {
    this.breaker.stop();
    await super.end();
  }
}

/** One connection outside the pool, asking `select 1` within the connect and statement bounds. */
async function probe(connectionString: string): Promise<boolean> {
  const client = new BoundedClient({ connectionString, query_timeout: DB_TIMEOUTS.connectMs });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    client.end().catch(() => {});
  }
}

/**
 * A node-postgres pool whose every wait is bounded (see DB_TIMEOUTS) and that fails fast during a
 * silent outage (see CircuitBreaker).
 */
export function boundedPool(
  connectionString: string,
  max: number,
  statementMs: number,
  onIdleError?: (error: Error) => void,
): pg.Pool & { breaker: CircuitBreaker } {
  const breaker = new CircuitBreaker(() => probe(connectionString), { probeEveryMs: PROBE_EVERY_MS });
  // Not named "...Pool...": drizzle tells a pool from a client by its class name.
  class ReportingClient extends BoundedClient {
    protected override breaker = breaker;
  }
  const pool = new GuardedPool(
    {
      connectionString,
      max,
      Client: ReportingClient,
      connectionTimeoutMillis: DB_TIMEOUTS.poolWaitMs,
      statement_timeout: statementMs,
      idle_in_transaction_session_timeout: statementMs * 4,
      query_timeout: statementMs + DB_TIMEOUTS.clientGraceMs,
      keepAlive: true,
      idleTimeoutMillis: 30_000,
    },
    breaker,
  );
  // An idle client whose connection the server ends (restart, failover, a dropped test database)
  // emits 'error' on the pool; without a listener that would crash the process.
  pool.on('error', (error) => onIdleError?.(error));
  return pool;
}
