import { describe, expect, it } from 'vitest';
import {
  awaitsBillApproval,
  awaitsCustomerAnswer,
  isCancelled,
  isDelivered,
  isOutForDelivery,
  isTerminalStatus,
  ORDER_STATUSES,
} from './status.js';

/** Which statuses answer yes to each question, written out by hand (PRODUCT.md §4). */
const cases: [string, (status: string) => boolean, string[]][] = [
  ['isTerminalStatus', isTerminalStatus, ['delivered', 'cancelled']],
  ['isCancelled', isCancelled, ['cancelled']],
  ['isDelivered', isDelivered, ['delivered']],
  ['isOutForDelivery', isOutForDelivery, ['out_for_delivery']],
  ['awaitsBillApproval', awaitsBillApproval, ['bill_uploaded']],
  ['awaitsCustomerAnswer', awaitsCustomerAnswer, ['shopper_revised_order', 'bill_uploaded']],
];

describe('status questions', () => {
  for (const [name, question, expected] of cases) {
    it(`${name} is true exactly for ${expected.join(', ')}`, () => {
      expect(ORDER_STATUSES.filter((status) => question(status))).toEqual(expected);
    });
  }

  it('an older server’s review status still waits for the customer', () => {
    expect(awaitsCustomerAnswer('customer_reviewing_revision')).toBe(true);
    expect(isTerminalStatus('no_such_status')).toBe(false);
  });
});
