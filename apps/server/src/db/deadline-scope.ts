import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * A request's deadline as its database work sees it (issue 48, decision 0086): passed once the deadline
 * answered the client 503; never once the request was answered in time, so work it leaves running on
 * purpose (a checkout's confirmation past its 3 s wait) goes on. On PGlite the deadline's timer runs only
 * when the thread is free (a statement holds it), so a transaction that never waits on anything else ends
 * first, as before.
 */
export class RequestDeadline {
  private readonly controller = new AbortController();
  private answered = false;

  /** Aborted when the deadline answers 503: a statement still running is cancelled (db/bounded-pool.ts). */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get passed(): boolean {
    return this.controller.signal.aborted;
  }

  /** The deadline answered the client: nothing more of the request's transaction may be done. */
  expire(): void {
    if (!this.answered) this.controller.abort();
  }

  /** The request was answered (or its client left): the deadline no longer stops anything. */
  answer(): void {
    this.answered = true;
  }
}

const scope = new AsyncLocalStorage<RequestDeadline>();

/** Runs a request's hooks and handler with its deadline (http/request-deadline.ts). */
export const withinDeadline = (deadline: RequestDeadline, run: () => void): void => scope.run(deadline, run);

/** The deadline of the request this code runs for, if any. */
export const currentDeadline = (): RequestDeadline | undefined => scope.getStore();

/**
 * Work that follows a request without being its own (what a committed change sets off: its events, the
 * job runner it wakes) runs under no request's deadline: a 503 must not stop what was already committed.
 */
export const outsideRequests = <T>(work: () => T): T => scope.exit(work);

/** A statement refused or cancelled for the deadline: query_canceled, the contract's 503 (http/database-errors.ts). */
export const deadlinePassedError = (): Error =>
  Object.assign(new Error("the request's deadline passed: its transaction is rolled back"), {
    code: '57014',
  });

/** The statements a transaction still sends once its deadline passed: only its way out. */
export const isRollback = (text: unknown): boolean =>
  typeof text === 'string' && /^\s*rollback\b/i.test(text);
