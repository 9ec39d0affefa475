/** The message of the error a request gets while the circuit is open (the error handler answers 503). */
export const CIRCUIT_OPEN_MESSAGE = 'Database unreachable: a connection or query timed out, checking again';

/**
 * Fails waits on the database fast while it looks silent. A connect or query that times out on the
 * client side is strong evidence of an outage (a busy PostgreSQL still answers a connect within 3 s and
 * cancels a slow statement itself), so one such timeout opens the circuit: every request waiting for a
 * pooled connection, and every new one, fails at once instead of queueing behind connections that will
 * never answer. Meanwhile one probe at a time checks the database; the first that answers closes the
 * circuit. Ordinary load never opens it: a request that merely waits its turn for a connection, or a
 * statement the server cancels, is not evidence.
 */
export class CircuitBreaker {
  private openSince: number | null = null;
  private closedAt = Number.NEGATIVE_INFINITY;
  private probing = false;
  private stopped = false;
  private readonly openListeners = new Set<() => void>();

  constructor(
    /** Whether the database answers now; must settle within its own bound and never throw. */
    private readonly probe: () => Promise<boolean>,
    private readonly options: {
      probeEveryMs: number;
      now?: () => number;
      onChange?: (open: boolean) => void;
    },
  ) {}

  get isOpen(): boolean {
    return this.openSince !== null;
  }

  now(): number {
    return this.options.now?.() ?? performance.now();
  }

  /**
   * An operation begun at `startedAt` (from `now()`) timed out. Evidence from an operation that began
   * before the circuit last closed is stale (it met the outage that is already over) and is ignored.
   */
  trip(startedAt: number): void {
    if (this.stopped || this.isOpen || startedAt < this.closedAt) return;
    this.openSince = this.now();
    this.options.onChange?.(true);
    for (const listener of [...this.openListeners]) listener();
    void this.probeUntilBack();
  }

  /** Calls `listener` when the circuit opens; returns the function that stops listening. */
  onOpen(listener: () => void): () => void {
    this.openListeners.add(listener);
    return () => this.openListeners.delete(listener);
  }

  /** No more probes (the pool is ending). */
  stop(): void {
    this.stopped = true;
    this.openListeners.clear();
  }

  private async probeUntilBack(): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    try {
      while (this.isOpen && !this.stopped) {
        if (await this.probe()) {
          this.openSince = null;
          this.closedAt = this.now();
          this.options.onChange?.(false);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, this.options.probeEveryMs).unref());
      }
    } finally {
      this.probing = false;
    }
  }
}
