// The faults bench's history checker (issue 48, decision 0067): reads the history a run
// wrote (JSON lines: every request with its Idempotency-Key and answer, every socket's subscriptions,
// events and snapshots, every fault's window) and the facts read from the database afterwards, and names
// every broken rule. A run passes only with no violation.
import { readFileSync } from 'node:fs';
import { readFacts } from './facts.mjs';
import { checkAnswers, checkLiveEvents } from './live-rules.mjs';
import { checkPayments, checkPlacements, checkTimeline } from './order-rules.mjs';

/**
 * @typedef {{ type: 'request'; at: number; ms: number; method: string; path: string; key?: string;
 *   customerId?: string; status: number; retryAfter?: string | null; action?: 'place' | 'transition';
 *   orderId?: string; toStatus?: string }} HistoryRequest
 * @typedef {{ type: 'subscribe' | 'unsubscribe'; at: number; socket: string; orderId: string }} HistorySubscription
 * @typedef {{ type: 'event' | 'snapshot'; at: number; socket: string; orderId: string; status: string }} HistoryEvent
 * @typedef {{ type: 'fault'; name: string; start: number; end: number }} HistoryFault
 * @typedef {HistoryRequest | HistorySubscription | HistoryEvent | HistoryFault} HistoryRecord
 * @typedef {{ orders: { id: string; customerId: string; status: string }[];
 *   keys: { customerId: string; key: string; orderId: string | null }[];
 *   timeline: { orderId: string; status: string; at: number }[];
 *   payments: { id: string; orderId: string | null; kind: string; status: string; amountPaise: number;
 *     parentId: string | null }[] }} Facts
 * @typedef {{ timeoutMs: number; recoverWithinMs: number; finalStatuses: readonly string[] }} Limits
 * @typedef {{ rule: string; detail: string }} Violation
 */

/** What a run promises unless it says otherwise: the client's own timeout, and errors gone 15 s after a fault. */
export const DEFAULT_LIMITS = /** @type {Limits} */ ({
  timeoutMs: 10_000,
  recoverWithinMs: 15_000,
  finalStatuses: ['delivered', 'cancelled'],
});

/** @param {string} file */
export function readHistory(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => /** @type {HistoryRecord} */ (JSON.parse(line)));
}

/**
 * @param {HistoryRecord[]} records
 * @param {Facts} facts
 * @param {Partial<Limits>} [limits]
 */
export function checkHistory(records, facts, limits = {}) {
  const { timeoutMs, recoverWithinMs, finalStatuses } = { ...DEFAULT_LIMITS, ...limits };
  /** @type {Violation[]} */
  const violations = [];
  const flag = (/** @type {string} */ rule, /** @type {string} */ detail) =>
    violations.push({ rule, detail });
  const requests = records.filter((r) => r.type === 'request');
  const faults = records.filter((r) => r.type === 'fault');
  checkPlacements(requests, facts, flag);
  checkTimeline(requests, facts, flag);
  checkPayments(facts, finalStatuses, flag);
  checkLiveEvents(records, facts, flag);
  checkAnswers(requests, faults, { timeoutMs, recoverWithinMs }, flag);
  const counts = {
    records: records.length,
    requests: requests.length,
    placed: requests.filter((r) => r.action === 'place' && r.status >= 200 && r.status < 300).length,
    transitions: requests.filter((r) => r.action === 'transition' && r.status >= 200 && r.status < 300)
      .length,
    events: records.filter((r) => r.type === 'event').length,
    subscriptions: records.filter((r) => r.type === 'subscribe').length,
    faults: faults.length,
    errors503: requests.filter((r) => r.status === 503).length,
    orders: facts.orders.length,
    holds: facts.payments.filter((p) => p.kind === 'hold').length,
  };
  return { ok: violations.length === 0, violations, counts };
}

// `node bench/faults/checker.mjs history.jsonl <facts.json | postgres://…>`: checks a kept run again, with
// facts kept in a file or read from the run's database (exit 1 on a violation).
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const [historyFile, factsFile] = process.argv.slice(2);
  if (!historyFile || !factsFile) {
    console.error('usage: node bench/faults/checker.mjs history.jsonl <facts.json | postgres://...>');
    process.exit(2);
  }
  const records = readHistory(historyFile);
  const customers = [
    ...new Set(records.flatMap((r) => (r.type === 'request' && r.customerId ? [r.customerId] : []))),
  ];
  const facts = /^postgres(ql)?:/.test(factsFile)
    ? await readFacts(factsFile, customers)
    : JSON.parse(readFileSync(factsFile, 'utf8'));
  const verdict = checkHistory(records, facts);
  for (const v of verdict.violations) console.log(`${v.rule}: ${v.detail}`);
  console.log(JSON.stringify(verdict.counts));
  process.exit(verdict.ok ? 0 : 1);
}
