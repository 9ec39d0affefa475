// The evening's verdict on one step (bench/lib/evening-run.mjs): Artillery's aggregate read into the
// figures the budget names (p99 of every HTTP answer, errors, missed live updates) and whether it passed.
import { loadavg } from 'node:os';

export const P99_BUDGET_MS = 300;
export const STEP_SECONDS = Number(process.env.EVENING_STEP_SECONDS ?? 20);

/** The figures of one step and whether it passed. */
export function judge(rate, aggregate) {
  const counters = aggregate.counters ?? {};
  const times = aggregate.summaries?.['http.response_time'] ?? {};
  const failedAnswers = Object.entries(counters)
    .filter(([name]) => /^http\.codes\.\d+$/.test(name) && Number(name.slice(11)) >= 400)
    .reduce((sum, [, n]) => sum + n, 0);
  const errors = Object.entries(counters)
    .filter(([name]) => name.startsWith('errors.'))
    .reduce((sum, [, n]) => sum + n, 0);
  const errorNames = Object.keys(counters).filter(
    (name) =>
      name.startsWith('errors.') || (/^http\.codes\.\d+$/.test(name) && Number(name.slice(11)) >= 400),
  );
  const missed = counters['evening.missed_updates'] ?? 0;
  const delay = aggregate.summaries?.['evening.update_delay_ms'] ?? {};
  const step = {
    customersPerSecond: rate,
    orders: counters['http.codes.201'] ?? 0,
    // People are drawn by weight, so the orders placed are near the rate, not exactly it.
    ordersPerSecond: Number(((counters['http.codes.201'] ?? 0) / STEP_SECONDS).toFixed(2)),
    requests: counters['http.requests'] ?? 0,
    p50Ms: times.median ?? times.p50,
    p95Ms: times.p95,
    p99Ms: times.p99,
    maxMs: times.max,
    failedAnswers,
    errors,
    errorNames,
    vusersFailed: counters['vusers.failed'] ?? 0,
    liveUpdates: counters['evening.live_updates'] ?? 0,
    missedUpdates: missed,
    missedKinds: Object.fromEntries(
      Object.entries(counters)
        .filter(([name]) => name.startsWith('evening.missed.'))
        .map(([name, n]) => [name.slice(15), n]),
    ),
    outOfOrderUpdates: counters['evening.out_of_order_updates'] ?? 0,
    updateDelayP99Ms: delay.p99,
    generatorLoopDelayP99Ms: aggregate.summaries?.['evening.generator_loop_delay_ms']?.p99,
    boardUpdates: counters['evening.board_updates'] ?? 0,
    socketDisconnects: counters['evening.socket_disconnects'] ?? 0,
    loadAverage: loadavg().map((l) => Number(l.toFixed(1))),
  };
  step.passed =
    typeof step.p99Ms === 'number' &&
    step.p99Ms <= P99_BUDGET_MS &&
    failedAnswers === 0 &&
    errors === 0 &&
    step.vusersFailed === 0 &&
    missed === 0 &&
    step.orders > 0;
  return step;
}

/** One line saying how a step went. */
export function describeStep(label, step) {
  return (
    `evening (${label}): ${step.customersPerSecond} customers/s, ${step.orders} orders, ${step.requests} requests: p50 ${step.p50Ms} ms, p95 ${step.p95Ms} ms, p99 ${step.p99Ms} ms; ` +
    `${step.failedAnswers} failed answers, ${step.errors} errors${step.errorNames.length ? ` (${step.errorNames.join(', ')})` : ''}, ` +
    `${step.missedUpdates} missed${step.missedUpdates ? ` ${JSON.stringify(step.missedKinds)}` : ''} of ${step.liveUpdates} live updates (p99 ${step.updateDelayP99Ms} ms late, ${step.outOfOrderUpdates} out of order; the generator's loop delay p99 ${step.generatorLoopDelayP99Ms} ms) ` +
    `-> ${step.passed ? 'pass' : 'FAIL'} (${step.seconds} s)`
  );
}
