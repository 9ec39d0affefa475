// The faults bench's checker (issue 48) on made-up histories: a clean evening passes, and each rule, broken
// alone, is caught by name.
import { describe, expect, it } from 'vitest';
import { checkHistory, type Facts, type HistoryRecord } from '../bench/faults/checker.mjs';

const T = 1_000_000;
const customer = 'c1';

/** One order placed (with a retry after a lost answer), moved twice, watched by one socket that reconnects. */
function cleanRun(): { records: HistoryRecord[]; facts: Facts } {
  const records: HistoryRecord[] = [
    { type: 'fault', name: 'redis-restart', start: T, end: T + 2_000 },
    {
      type: 'request',
      at: T + 100,
      ms: 40,
      method: 'POST',
      path: '/api/orders',
      key: 'k1',
      customerId: customer,
      status: 503,
      retryAfter: '1',
      action: 'place',
    },
    {
      type: 'request',
      at: T + 1_500,
      ms: 5_000,
      method: 'POST',
      path: '/api/orders',
      key: 'k1',
      customerId: customer,
      status: 0,
      action: 'place',
    },
    {
      type: 'request',
      at: T + 7_000,
      ms: 50,
      method: 'POST',
      path: '/api/orders',
      key: 'k1',
      customerId: customer,
      status: 201,
      action: 'place',
      orderId: 'o1',
    },
    { type: 'subscribe', at: T + 7_100, socket: 's1', orderId: 'o1' },
    { type: 'snapshot', at: T + 7_150, socket: 's1', orderId: 'o1', status: 'placed' },
    {
      type: 'request',
      at: T + 8_000,
      ms: 30,
      method: 'POST',
      path: '/api/staff/orders/o1/start',
      key: 't1',
      status: 200,
      action: 'transition',
      orderId: 'o1',
      toStatus: 'shopping',
    },
    { type: 'event', at: T + 8_040, socket: 's1', orderId: 'o1', status: 'shopping' },
    {
      type: 'request',
      at: T + 9_000,
      ms: 30,
      method: 'POST',
      path: '/api/staff/orders/o1/deliver',
      key: 't2',
      status: 200,
      action: 'transition',
      orderId: 'o1',
      toStatus: 'delivered',
    },
    // The socket dropped before "delivered": its reconnection's snapshot shows the later state.
    { type: 'snapshot', at: T + 9_500, socket: 's1', orderId: 'o1', status: 'delivered' },
    { type: 'unsubscribe', at: T + 9_600, socket: 's1', orderId: 'o1' },
  ];
  const facts: Facts = {
    orders: [{ id: 'o1', customerId: customer, status: 'delivered' }],
    keys: [{ customerId: customer, key: 'k1', orderId: 'o1' }],
    timeline: [
      { orderId: 'o1', status: 'placed', at: T + 6_900 },
      { orderId: 'o1', status: 'shopping', at: T + 8_010 },
      { orderId: 'o1', status: 'delivered', at: T + 9_010 },
    ],
    payments: [
      { id: 'h1', orderId: 'o1', kind: 'hold', status: 'captured', amountPaise: 50_000, parentId: null },
      { id: 'p1', orderId: 'o1', kind: 'capture', status: 'captured', amountPaise: 50_000, parentId: 'h1' },
      { id: 'r1', orderId: 'o1', kind: 'refund', status: 'processed', amountPaise: 4_000, parentId: 'h1' },
    ],
  };
  return { records, facts };
}

const rulesBroken = (run: { records: HistoryRecord[]; facts: Facts }) => [
  ...new Set(checkHistory(run.records, run.facts).violations.map((v) => v.rule)),
];

describe('the faults checker', () => {
  it('passes a clean evening with a fault, a lost answer and a reconnection', () => {
    const run = cleanRun();
    const verdict = checkHistory(run.records, run.facts);
    expect(verdict.violations).toEqual([]);
    expect(verdict.counts).toMatchObject({
      placed: 1,
      transitions: 2,
      subscriptions: 1,
      faults: 1,
      errors503: 1,
    });
  });

  const breaks: [string, string, (run: { records: HistoryRecord[]; facts: Facts }) => void][] = [
    [
      'placed-once',
      'an answered order is missing',
      (r) => {
        r.facts.orders = [];
      },
    ],
    [
      'one-order-per-key',
      'one key answered two orders',
      (r) => {
        r.records.push({
          type: 'request',
          at: T + 9_700,
          ms: 20,
          method: 'POST',
          path: '/api/orders',
          key: 'k1',
          customerId: customer,
          status: 201,
          action: 'place',
          orderId: 'o2',
        });
        r.facts.orders.push({ id: 'o2', customerId: customer, status: 'placed' });
      },
    ],
    [
      'one-order-per-key',
      'an order no key names',
      (r) => {
        r.facts.orders.push({ id: 'o9', customerId: customer, status: 'placed' });
      },
    ],
    [
      'timeline-once',
      'an accepted transition written twice',
      (r) => {
        r.facts.timeline.push({ orderId: 'o1', status: 'shopping', at: T + 8_500 });
      },
    ],
    [
      'timeline-once',
      'an accepted transition lost',
      (r) => {
        r.facts.timeline = r.facts.timeline.filter((t) => t.status !== 'shopping');
      },
    ],
    [
      'timeline-order',
      'transitions out of order',
      (r) => {
        const [, shopping, delivered] = r.facts.timeline;
        if (shopping && delivered) [shopping.at, delivered.at] = [delivered.at, shopping.at];
      },
    ],
    [
      'captured-once',
      'a hold captured twice',
      (r) => {
        r.facts.payments.push({
          id: 'p2',
          orderId: 'o1',
          kind: 'capture',
          status: 'captured',
          amountPaise: 0,
          parentId: 'h1',
        });
      },
    ],
    [
      'held-adds-up',
      'more refunded than captured',
      (r) => {
        r.facts.payments.push({
          id: 'r2',
          orderId: 'o1',
          kind: 'refund',
          status: 'processed',
          amountPaise: 47_000,
          parentId: 'h1',
        });
      },
    ],
    [
      'held-adds-up',
      'a finished order whose hold is still authorised',
      (r) => {
        r.facts.payments = r.facts.payments
          .filter((p) => p.kind === 'hold')
          .map((p) => ({ ...p, status: 'authorized' }));
      },
    ],
    [
      'live-event',
      'a socket missed an event with no later snapshot',
      (r) => {
        r.records = r.records.filter((x) => !(x.type === 'snapshot' && x.status === 'delivered'));
      },
    ],
    [
      'timeout',
      'a request waited past the timeout',
      (r) => {
        r.records.push({
          type: 'request',
          at: T + 20_000,
          ms: 12_000,
          method: 'GET',
          path: '/api/orders/o1',
          status: 200,
        });
      },
    ],
    [
      'no-500',
      'a 500 during the fault',
      (r) => {
        r.records.push({
          type: 'request',
          at: T + 500,
          ms: 10,
          method: 'GET',
          path: '/api/orders',
          status: 500,
        });
      },
    ],
    [
      'retry-after',
      'a 503 without Retry-After',
      (r) => {
        r.records.push({
          type: 'request',
          at: T + 500,
          ms: 10,
          method: 'GET',
          path: '/api/orders',
          status: 503,
        });
      },
    ],
    [
      'errors-stop',
      'errors long after the fault ended',
      (r) => {
        r.records.push({
          type: 'request',
          at: T + 30_000,
          ms: 10,
          method: 'GET',
          path: '/api/orders',
          status: 503,
          retryAfter: '1',
        });
      },
    ],
  ];
  it("holds an upload to its route's own deadline, not the default timeout", () => {
    // Issue 48: bill uploads may take 120 s by design (decision 0081); the run flagged 28 of them at 10 s.
    const upload = { type: 'request', at: T + 20_000, method: 'POST', path: '/api/shopper/orders/o1/bill' };
    const run = cleanRun();
    run.records.push({ ...upload, ms: 30_000, status: 200, deadlineMs: 120_000 } as HistoryRecord);
    expect(rulesBroken(run)).toEqual([]);
    run.records.push({ ...upload, ms: 125_000, status: 200, deadlineMs: 120_000 } as HistoryRecord);
    expect(rulesBroken(run)).toEqual(['timeout']);
  });

  it.each(breaks)('catches %s: %s', (rule, _what, breakIt) => {
    const run = cleanRun();
    breakIt(run);
    expect(rulesBroken(run)).toEqual([rule]);
  });
});
