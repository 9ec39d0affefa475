/**
 * Request coalescing: callers asking for the same key while a read is in flight share that read
 * instead of queueing their own. Nothing is kept once it settles, so a later caller always reads
 * afresh; a sharer sees the state of a read that began at most one query's time before it arrived.
 */
export class Coalescer<T> {
  private readonly inflight = new Map<string, Promise<T>>();

  run(key: string, read: () => Promise<T>): Promise<T> {
    const pending = this.inflight.get(key);
    if (pending) return pending;
    const started = read().finally(() => this.inflight.delete(key));
    this.inflight.set(key, started);
    return started;
  }
}
