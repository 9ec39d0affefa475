import type { Db } from './client.js';
import { currentDeadline, deadlinePassedError, isRollback, type RequestDeadline } from './deadline-scope.js';

/** A transaction's connection: node-postgres's pooled client (db/bounded-pool.ts) or PGlite's transaction. */
interface Connection {
  query: (...args: unknown[]) => unknown;
  /** node-postgres: refuses, and cancels on the server, what the transaction sends past the deadline. */
  deadline?: RequestDeadline | undefined;
}

const connectionOf = (tx: unknown) => (tx as { session: { client: Connection } }).session.client;

/**
 * The one place a request's deadline reaches its database work (issue 48, decision 0086): a transaction
 * begun for a request whose deadline answered 503 does nothing more. It is not begun once the deadline
 * passed; a statement it would send after is refused, and one still running when the deadline answers is
 * cancelled on PostgreSQL (on PGlite the deadline's timer waits for the thread a statement holds); it never
 * commits, so it rolls back whole and the client's retry with its key does it again. Statements outside a transaction
 * each stand alone and keep their own bound (DB_TIMEOUTS).
 */
export function endTransactionsAtDeadline(db: Db): void {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) => {
    const deadline = currentDeadline();
    if (!deadline) return transaction(work, config);
    if (deadline.passed) return Promise.reject(deadlinePassedError());
    return transaction(async (tx) => {
      const stopGuarding = guard(connectionOf(tx), deadline);
      try {
        const result = await work(tx);
        if (deadline.passed) throw deadlinePassedError();
        return result;
      } finally {
        // Its commit or rollback goes out unguarded: a cancel must never land on either.
        stopGuarding();
      }
    }, config);
  }) as Db['transaction'];
}

function guard(connection: Connection, deadline: RequestDeadline): () => void {
  if ('deadline' in connection) {
    connection.deadline = deadline;
    return () => {
      connection.deadline = undefined;
    };
  }
  const query = connection.query;
  connection.query = (...args: unknown[]) =>
    deadline.passed && !isRollback(args[0]) ? Promise.reject(deadlinePassedError()) : query(...args);
  return () => {
    connection.query = query;
  };
}
