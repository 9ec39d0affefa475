// The checker's rules about what the database holds (issue 48, decision 0067): orders
// placed once per key, the timeline's accepted transitions, and each hold's money.

/** @param {number} status */
const ok = (status) => status >= 200 && status < 300;
/** @param {{ at: number; ms: number }} r */
const answeredAt = (r) => r.at + r.ms;

/**
 * Every 2xx placement names an order that exists; every answer for one key names the same order; the key's
 * record names it too; and no order of the run's customers exists that no key names (placed outside the
 * idempotency record: a second order for one request).
 * @param {import('./checker.mjs').HistoryRequest[]} requests
 * @param {import('./checker.mjs').Facts} facts
 * @param {(rule: string, detail: string) => void} flag
 */
export function checkPlacements(requests, facts, flag) {
  const orderIds = new Set(facts.orders.map((o) => o.id));
  const keyRows = new Map(facts.keys.map((k) => [`${k.customerId} ${k.key}`, k.orderId]));
  /** @type {Map<string, string>} */
  const answered = new Map();
  for (const r of requests) {
    if (r.action !== 'place' || !ok(r.status)) continue;
    if (!r.orderId) {
      flag('placed-once', `${r.method} ${r.path} (key ${r.key}) answered ${r.status} without an order id`);
      continue;
    }
    if (!orderIds.has(r.orderId))
      flag('placed-once', `order ${r.orderId} (key ${r.key}) was answered 2xx but does not exist`);
    const id = `${r.customerId} ${r.key}`;
    const first = answered.get(id);
    if (first && first !== r.orderId)
      flag('one-order-per-key', `key ${r.key} answered orders ${first} and ${r.orderId}`);
    if (!first) answered.set(id, r.orderId);
    const recorded = keyRows.get(id);
    if (recorded && recorded !== r.orderId)
      flag(
        'one-order-per-key',
        `key ${r.key} is recorded for order ${recorded} but was answered ${r.orderId}`,
      );
  }
  const customers = new Set(requests.flatMap((r) => (r.customerId ? [r.customerId] : [])));
  const named = new Set(facts.keys.map((k) => k.orderId));
  for (const o of facts.orders)
    if (customers.has(o.customerId) && !named.has(o.id))
      flag('one-order-per-key', `order ${o.id} of customer ${o.customerId} is named by no Idempotency-Key`);
}

/**
 * Each accepted transition's status is in its order's timeline exactly once, and two transitions answered
 * one after the other (the second asked after the first's answer) are in the timeline in that order.
 * @param {import('./checker.mjs').HistoryRequest[]} requests
 * @param {import('./checker.mjs').Facts} facts
 * @param {(rule: string, detail: string) => void} flag
 */
export function checkTimeline(requests, facts, flag) {
  /** @type {Map<string, import('./checker.mjs').HistoryRequest[]>} */
  const accepted = new Map();
  for (const r of requests) {
    if (r.action !== 'transition' || !ok(r.status) || !r.orderId || !r.toStatus) continue;
    const list = accepted.get(r.orderId) ?? [];
    // A retry of one transition (its key, or its status again) is the same transition.
    if (!list.some((t) => t.toStatus === r.toStatus)) list.push(r);
    accepted.set(r.orderId, list);
  }
  for (const [orderId, transitions] of accepted) {
    const entries = facts.timeline.filter((t) => t.orderId === orderId).sort((a, b) => a.at - b.at);
    /** @type {Map<string, number>} */
    const position = new Map();
    for (const t of transitions) {
      const at = entries.flatMap((e, i) => (e.status === t.toStatus ? [i] : []));
      if (at.length !== 1)
        flag(
          'timeline-once',
          `order ${orderId}: accepted "${t.toStatus}" is in the timeline ${at.length} times`,
        );
      if (at.length > 0) position.set(/** @type {string} */ (t.toStatus), /** @type {number} */ (at[0]));
    }
    for (const a of transitions)
      for (const b of transitions) {
        const pa = position.get(/** @type {string} */ (a.toStatus));
        const pb = position.get(/** @type {string} */ (b.toStatus));
        if (a === b || pa === undefined || pb === undefined || answeredAt(a) > b.at || pa < pb) continue;
        flag(
          'timeline-order',
          `order ${orderId}: "${b.toStatus}" was accepted after "${a.toStatus}" but is before it`,
        );
      }
  }
}

/**
 * Each hold is captured at most once; a released hold has no capture; a captured one exactly one, no larger
 * than the hold; refunds never exceed what was captured; and once its order is finished, the hold is settled
 * (held = captured + released: nothing left authorised).
 * @param {import('./checker.mjs').Facts} facts
 * @param {readonly string[]} finalStatuses
 * @param {(rule: string, detail: string) => void} flag
 */
export function checkPayments(facts, finalStatuses, flag) {
  const finished = new Set(facts.orders.filter((o) => finalStatuses.includes(o.status)).map((o) => o.id));
  for (const hold of facts.payments.filter((p) => p.kind === 'hold' && p.orderId)) {
    const children = facts.payments.filter((p) => p.parentId === hold.id);
    const captures = children.filter((p) => p.kind === 'capture' && p.status === 'captured');
    const captured = captures.reduce((sum, p) => sum + p.amountPaise, 0);
    const refunded = children
      .filter((p) => p.kind === 'refund' && p.status !== 'failed')
      .reduce((sum, p) => sum + p.amountPaise, 0);
    const name = `hold ${hold.id} (order ${hold.orderId}, ${hold.amountPaise} paise, ${hold.status})`;
    if (captures.length > 1) flag('captured-once', `${name} was captured ${captures.length} times`);
    if (captured > hold.amountPaise) flag('held-adds-up', `${name}: captured ${captured} > held`);
    if (refunded > captured) flag('held-adds-up', `${name}: refunded ${refunded} > captured ${captured}`);
    if (hold.status === 'released' && captured > 0)
      flag('held-adds-up', `${name}: released but captured ${captured}`);
    if (hold.status === 'captured' && captures.length === 0)
      flag('held-adds-up', `${name}: captured with no capture`);
    if (
      finished.has(/** @type {string} */ (hold.orderId)) &&
      hold.status !== 'captured' &&
      hold.status !== 'released'
    )
      flag('held-adds-up', `${name}: its order is finished but the hold is neither captured nor released`);
  }
}
