/** PostgreSQL's "deadlock detected" and "could not serialize": the transaction may simply be run again. */
const RETRYABLE_CODES = new Set(['40P01', '40001']);

function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * Runs `work` (one whole transaction) again when the database aborted it for a deadlock or a
 * serialization failure. Safe for placement: everything, the idempotency claim included, rolled back.
 */
export async function withTransactionRetry<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE_CODES.has(sqlState(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}
