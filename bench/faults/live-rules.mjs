// The checker's rules about what clients saw (issue 48): live events on every open socket, request times,
// and errors only during a fault, as 503 with Retry-After.

/**
 * Every timeline entry of an order made while a socket was subscribed to it (from its subscribe to its
 * unsubscribe, across reconnections) reached that socket as an event, or a snapshot the socket read at or
 * after the entry showed the order at that status or later.
 * @param {import('./checker.mjs').HistoryRecord[]} records
 * @param {import('./checker.mjs').Facts} facts
 * @param {(rule: string, detail: string) => void} flag
 */
export function checkLiveEvents(records, facts, flag) {
  const end = Math.max(0, ...records.map((r) => ('at' in r ? r.at : r.end)));
  for (const sub of records) {
    if (sub.type !== 'subscribe') continue;
    const mine = records.filter(
      (r) => 'socket' in r && r.socket === sub.socket && r.orderId === sub.orderId && r.at >= sub.at,
    );
    const until = mine.find((r) => r.type === 'unsubscribe')?.at ?? end;
    const timeline = facts.timeline.filter((t) => t.orderId === sub.orderId).sort((a, b) => a.at - b.at);
    const place = (/** @type {string} */ status) => timeline.findIndex((t) => t.status === status);
    timeline.forEach((entry, i) => {
      if (entry.at < sub.at || entry.at > until) return;
      if (mine.some((r) => r.type === 'event' && r.status === entry.status)) return;
      if (mine.some((r) => r.type === 'snapshot' && r.at >= entry.at && place(r.status) >= i)) return;
      flag('live-event', `socket ${sub.socket} missed "${entry.status}" of order ${sub.orderId}`);
    });
  }
}

/** What the checker allows past a route's own deadline (the default 10 s: the server's 8 s and this). */
const DEADLINE_MARGIN_MS = 2_000;

/**
 * How long a request may take: its route's own deadline and the margin when the client recorded one (a bill
 * upload's 120 s, decision 0081), else the run's timeout.
 * @param {{ deadlineMs?: number }} request
 * @param {number} timeoutMs
 */
export const timeoutFor = (request, timeoutMs) =>
  request.deadlineMs ? request.deadlineMs + DEADLINE_MARGIN_MS : timeoutMs;

/**
 * No request waited longer than the timeout (or its route's own deadline); no answer was a 500 (or any 5xx but 503); each 503 says
 * Retry-After; and errors (5xx or no answer) come only during a fault or within `recoverWithinMs` after it.
 * @param {import('./checker.mjs').HistoryRequest[]} requests
 * @param {import('./checker.mjs').HistoryFault[]} faults
 * @param {{ timeoutMs: number; recoverWithinMs: number }} limits
 * @param {(rule: string, detail: string) => void} flag
 */
export function checkAnswers(requests, faults, limits, flag) {
  for (const r of requests) {
    const name = `${r.method} ${r.path} at ${new Date(r.at).toISOString()}`;
    const limit = timeoutFor(r, limits.timeoutMs);
    if (r.ms > limit) flag('timeout', `${name} waited ${r.ms} ms (limit ${limit})`);
    if (r.status >= 500 && r.status !== 503) flag('no-500', `${name} answered ${r.status}`);
    if (r.status === 503 && !r.retryAfter) flag('retry-after', `${name} answered 503 without Retry-After`);
    const failed = r.status === 0 || r.status >= 500;
    const during = faults.some((f) => r.at + r.ms >= f.start && r.at <= f.end + limits.recoverWithinMs);
    if (failed && !during)
      flag('errors-stop', `${name} failed (${r.status || 'no answer'}) outside any fault`);
  }
}
