// Waits, after the evening, until the payments' queued work is done (issue 48): an order delivered in the
// run's last seconds has its hold captured by a job a moment later (payments.settle, after a retry's
// backoff when a fault failed it), so "held = captured + released" is judged once that work has run, not
// while it is still on the queue. Bounded: what is still queued after the bound is judged as it is.
import { setTimeout as sleep } from 'node:timers/promises';
import { withClient } from '../lib/pg-client.mjs';

const PAYMENT_WORK = `select count(*)::int as n from jobs
  where done_at is null and kind like 'payments.%' and kind <> 'payments.reconcile'`;

/**
 * @param {string} databaseUrl
 * @param {{ boundMs: number; log: (line: string) => void }} options
 * @returns {Promise<number>} the payment jobs still queued when it stopped waiting
 */
export async function waitForPaymentsSettled(databaseUrl, { boundMs, log }) {
  const started = Date.now();
  for (;;) {
    const left = await withClient(databaseUrl, async (c) => (await c.query(PAYMENT_WORK)).rows[0].n);
    const waited = Math.round((Date.now() - started) / 1000);
    if (left === 0 || Date.now() - started >= boundMs) {
      log(`faults: payments' queued work ${left === 0 ? 'done' : `still ${left} jobs`} after ${waited} s`);
      return left;
    }
    await sleep(1000);
  }
}
