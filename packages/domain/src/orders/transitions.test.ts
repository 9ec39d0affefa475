import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './status.js';
import {
  ACTOR_ROLES,
  canCustomerApproveBill,
  canCustomerCancel,
  canShopperCancel,
  carriesOrder,
  checkTransition,
  ORDER_ACTIONS,
  TRANSITIONS,
} from './transitions.js';

/**
 * The expected table, written out by hand from server-contract "Order lifecycle" so that a change to
 * TRANSITIONS that is not also made here fails. Each entry: action → role → statuses it is allowed from.
 */
const BEFORE_DELIVERY = [
  'pending_shopper',
  'accepted_by_shopper',
  'shopper_at_shop',
  'shopping_in_progress',
  'shopper_revised_order',
  'customer_approved_revision',
  'final_shopping',
  'bill_uploaded',
  'bill_approved',
  'out_for_delivery',
];
const EXPECTED: Record<string, Record<string, string[]>> = {
  accept: { shopper: ['pending_shopper'] },
  arrive_at_shop: { shopper: ['accepted_by_shopper'] },
  start_shopping: { shopper: ['shopper_at_shop'] },
  revise: { shopper: ['shopping_in_progress'] },
  approve_revision: { customer: ['shopper_revised_order'] },
  final_shopping: { shopper: ['shopping_in_progress', 'customer_approved_revision'] },
  upload_bill: { shopper: ['final_shopping'] },
  approve_bill: { customer: ['bill_uploaded'] },
  claim_delivery: { delivery: ['bill_approved'] },
  out_for_delivery: { shopper: ['bill_approved'], delivery: ['bill_approved'] },
  deliver: { shopper: ['out_for_delivery'], delivery: ['out_for_delivery'] },
  cancel: {
    // Until the bill is approved.
    customer: [
      'pending_shopper',
      'accepted_by_shopper',
      'shopper_at_shop',
      'shopping_in_progress',
      'shopper_revised_order',
      'customer_approved_revision',
      'final_shopping',
      'bill_uploaded',
    ],
    // Only an assigned shopper cancels, so not while the order still waits for one.
    shopper: BEFORE_DELIVERY.filter((s) => s !== 'pending_shopper'),
    admin: BEFORE_DELIVERY,
  },
  // Issue 30: an admin lets the carrier try a locked delivery code again; the status stays.
  unlock_delivery_code: { admin: ['out_for_delivery'] },
};
const EXPECTED_TARGET: Record<string, string> = {
  accept: 'accepted_by_shopper',
  arrive_at_shop: 'shopper_at_shop',
  start_shopping: 'shopping_in_progress',
  revise: 'shopper_revised_order',
  approve_revision: 'customer_approved_revision',
  final_shopping: 'final_shopping',
  upload_bill: 'bill_uploaded',
  approve_bill: 'bill_approved',
  claim_delivery: 'bill_approved',
  out_for_delivery: 'out_for_delivery',
  deliver: 'delivered',
  cancel: 'cancelled',
  unlock_delivery_code: 'out_for_delivery',
};

// Statuses an older server could send: nothing may be done from them.
const STATUSES = [...ORDER_STATUSES, 'pending', 'shopping', 'bill_sent', 'nonsense'];

describe('checkTransition, every status × action × role', () => {
  it('has an expectation for every action', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ORDER_ACTIONS].sort());
  });

  for (const action of ORDER_ACTIONS) {
    for (const role of ACTOR_ROLES) {
      for (const status of STATUSES) {
        const roleMayAct = EXPECTED[action]![role] !== undefined;
        const allowed = EXPECTED[action]![role]?.includes(status) ?? false;
        it(`${role} ${action} from ${status}: ${allowed ? 'allowed' : 'refused'}`, () => {
          const result = checkTransition(action, status, role);
          if (allowed) {
            expect(result).toEqual({ ok: true, to: EXPECTED_TARGET[action] });
          } else {
            expect(result.ok).toBe(false);
            if (result.ok) return;
            expect(result.reason).toBe(roleMayAct ? 'status' : 'role');
            if (roleMayAct)
              expect(result.message).toMatch(new RegExp(`^Cannot .+ an order whose status is ${status}$`));
            else expect(result.message).toMatch(new RegExp(`^An? ${role} may not .+ an order$`));
          }
        });
      }
    }
  }
});

describe('transition messages', () => {
  it('names the current status when a second shopper accepts', () => {
    expect(checkTransition('accept', 'accepted_by_shopper', 'shopper')).toEqual({
      ok: false,
      reason: 'status',
      message: 'Cannot accept an order whose status is accepted_by_shopper',
    });
  });
  it('names the role that may not act', () => {
    expect(checkTransition('approve_bill', 'bill_uploaded', 'admin')).toMatchObject({
      message: 'An admin may not approve the bill of an order',
    });
  });
});

describe('the canonical path', () => {
  it('walks pending_shopper to delivered through the table', () => {
    const path: [string, 'shopper' | 'customer' | 'delivery'][] = [
      ['accept', 'shopper'],
      ['arrive_at_shop', 'shopper'],
      ['start_shopping', 'shopper'],
      ['revise', 'shopper'],
      ['approve_revision', 'customer'],
      ['final_shopping', 'shopper'],
      ['upload_bill', 'shopper'],
      ['approve_bill', 'customer'],
      ['claim_delivery', 'delivery'],
      ['out_for_delivery', 'delivery'],
      ['deliver', 'delivery'],
    ];
    let status: string = 'pending_shopper';
    for (const [action, role] of path) {
      const result = checkTransition(action as (typeof ORDER_ACTIONS)[number], status, role);
      expect(result.ok, `${action} from ${status}`).toBe(true);
      if (result.ok) status = result.to;
    }
    expect(status).toBe('delivered');
  });

  it('reaches no terminal status from a terminal one', () => {
    for (const action of ORDER_ACTIONS)
      for (const role of ACTOR_ROLES) {
        expect(checkTransition(action, 'delivered', role).ok).toBe(false);
        expect(checkTransition(action, 'cancelled', role).ok).toBe(false);
      }
  });

  it('every rule target is a known status', () => {
    for (const rule of Object.values(TRANSITIONS)) expect(ORDER_STATUSES).toContain(rule.to);
  });
});

describe('what a role may do now', () => {
  const allowed = (question: (status: string) => boolean) => ORDER_STATUSES.filter((s) => question(s));

  it('the customer cancels until the bill is approved', () => {
    expect(allowed(canCustomerCancel)).toEqual(
      BEFORE_DELIVERY.slice(0, BEFORE_DELIVERY.indexOf('bill_approved')),
    );
  });

  it('the assigned shopper cancels from acceptance until the order is finished', () => {
    expect(allowed(canShopperCancel)).toEqual(BEFORE_DELIVERY.filter((s) => s !== 'pending_shopper'));
  });

  it('the customer approves the bill only while it waits for approval', () => {
    expect(allowed(canCustomerApproveBill)).toEqual(['bill_uploaded']);
  });
});

describe('carriesOrder (issue 47: exactly one person carries an order)', () => {
  const shopper = { _id: 's1', role: 'shopper' };
  const rider = { _id: 'd1', role: 'delivery' };
  const otherRider = { _id: 'd2', role: 'delivery' };
  const unclaimed = { personalShopperId: { _id: 's1' }, deliveryPerson: null };
  const claimed = { personalShopperId: { _id: 's1' }, deliveryPerson: { _id: 'd1' } };

  it('is the shopper until a delivery person claims it, then that delivery person alone', () => {
    expect(carriesOrder(unclaimed, shopper)).toBe(true);
    expect(carriesOrder(unclaimed, rider)).toBe(false);
    expect(carriesOrder(claimed, shopper)).toBe(false);
    expect(carriesOrder(claimed, rider)).toBe(true);
    expect(carriesOrder(claimed, otherRider)).toBe(false);
    expect(carriesOrder(unclaimed, { _id: 's2', role: 'shopper' })).toBe(false);
    expect(carriesOrder(unclaimed, { _id: 's1', role: 'admin' })).toBe(false);
  });
});
