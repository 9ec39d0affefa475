import type { IfNoAnswer } from '@jhola/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entriesOf, orderOn, revisedOrder } from '../../../test/deadline-fixtures.js';
import { createLifecycleWorld, type LifecycleWorld } from '../../../test/lifecycle-fixtures.js';
import { testDatabaseKind } from '../../../test/test-app.js';

/**
 * PRODUCT.md §13: the customer answering in the last second while the deadline fires. The runner
 * polls only once a minute here; each round moves the clock past the deadline and starts the job pass
 * and the customer's answer together. On PostgreSQL they really overlap (a pool of connections).
 */
const ROUNDS = testDatabaseKind() === 'postgres' ? 20 : 6;

let w: LifecycleWorld;
beforeAll(async () => {
  w = await createLifecycleWorld({ env: { REVISION_RESPONSE_MINUTES: '0.05', JOBS_POLL_MS: '60000' } });
});
afterAll(async () => {
  await w?.close();
});

describe('the answer against the deadline', () => {
  it('ends with exactly one outcome and a consistent timeline, round after round', async () => {
    const winners = { customer: 0, system: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      const choice: IfNoAnswer = round % 2 === 0 ? 'approve' : 'cancel';
      const revised = await revisedOrder(w, choice);
      w.t.setNow(new Date(Date.parse(revised.answerDeadline!) + 1000));
      const [answer] = await Promise.all([
        w.call(w.customer, 'POST', `/api/orders/${revised._id}/approve-revision`, {}),
        w.t.app.jobs.runDue(),
      ]);
      w.t.setNow(null);

      const order = await orderOn(w.t.app, w, revised._id);
      const approvals = entriesOf(order, 'customer_approved_revision');
      const cancels = entriesOf(order, 'cancelled');
      expect(approvals.length + cancels.length).toBe(1);
      expect(order.timeline.at(-1)?.status).toBe(order.status);
      expect(order.answerDeadline).toBeNull();
      const [outcome] = [...approvals, ...cancels];
      if (answer.status === 200) {
        expect(order.status).toBe('customer_approved_revision');
        expect(outcome?.updatedBy?.role).toBe('customer');
        winners.customer += 1;
      } else {
        // The deadline came first: the customer is told the order moved on, and nothing else changed.
        expect(answer.status).toBe(409);
        expect(order.status).toBe(choice === 'approve' ? 'customer_approved_revision' : 'cancelled');
        expect(outcome?.updatedBy?.role).toBe('system');
        winners.system += 1;
      }
    }
    expect(winners.customer + winners.system).toBe(ROUNDS);
  });
});
