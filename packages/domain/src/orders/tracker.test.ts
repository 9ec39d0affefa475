import { describe, expect, it } from 'vitest';
import { deliveryEta, minutesForKm, pinnedAction, trackerSteps } from './tracker.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString();
const order = (status: string, statuses: string[]) => ({
  status,
  createdAt: at(0),
  timeline: statuses.map((s, i) => ({ status: s, timestamp: at(i) })),
});

describe('trackerSteps', () => {
  it('a fresh order: placed is current, the rest upcoming, no review step', () => {
    const steps = trackerSteps(order('pending_shopper', ['pending_shopper']));
    expect(steps.map((s) => [s.key, s.state])).toEqual([
      ['placed', 'current'],
      ['assigned', 'upcoming'],
      ['shopping', 'upcoming'],
      ['bill', 'upcoming'],
      ['on_the_way', 'upcoming'],
      ['delivered', 'upcoming'],
    ]);
    expect(steps[0]!.at).toBe(at(0));
    expect(steps[1]!.at).toBeNull();
  });

  it('a revised order gains the review step, with the time each step was first reached', () => {
    const steps = trackerSteps(
      order('customer_approved_revision', [
        'pending_shopper',
        'accepted_by_shopper',
        'shopper_at_shop',
        'shopping_in_progress',
        'shopper_revised_order',
        'customer_approved_revision',
      ]),
    );
    expect(steps.map((s) => [s.key, s.state, s.at])).toEqual([
      ['placed', 'done', at(0)],
      ['assigned', 'done', at(1)],
      ['shopping', 'done', at(2)],
      ['review', 'current', at(4)],
      ['bill', 'upcoming', null],
      ['on_the_way', 'upcoming', null],
      ['delivered', 'upcoming', null],
    ]);
  });

  it('delivered: every step done', () => {
    const steps = trackerSteps(
      order('delivered', [
        'pending_shopper',
        'accepted_by_shopper',
        'shopper_at_shop',
        'bill_uploaded',
        'bill_approved',
        'out_for_delivery',
        'delivered',
      ]),
    );
    expect(steps.every((s) => s.state === 'done')).toBe(true);
    expect(steps.at(-1)!.at).toBe(at(6));
  });

  it('cancelled: the steps reached, then Cancelled', () => {
    const steps = trackerSteps(order('cancelled', ['pending_shopper', 'accepted_by_shopper', 'cancelled']));
    expect(steps.map((s) => [s.key, s.state])).toEqual([
      ['placed', 'done'],
      ['assigned', 'done'],
      ['cancelled', 'current'],
    ]);
    expect(steps.at(-1)!.at).toBe(at(2));
  });
});

describe('pinnedAction', () => {
  it('names the one thing to do now', () => {
    expect(pinnedAction({ status: 'shopper_revised_order' })).toBe('review_changes');
    expect(pinnedAction({ status: 'bill_uploaded' })).toBe('approve_bill');
    expect(pinnedAction({ status: 'out_for_delivery', deliveryOTP: '1234' })).toBe('delivery_code');
    expect(pinnedAction({ status: 'out_for_delivery', deliveryOTP: null })).toBeNull();
    expect(pinnedAction({ status: 'delivered', rating: null })).toBe('rate');
    expect(pinnedAction({ status: 'delivered', rating: { shopRating: 5 } })).toBeNull();
    expect(pinnedAction({ status: 'shopping_in_progress' })).toBeNull();
  });
});

describe('deliveryEta', () => {
  const base = { timeline: [], estimatedDeliveryTime: at(45), deliveredAt: null };
  it('the estimate until it passes, then honestly late', () => {
    expect(deliveryEta({ ...base, status: 'shopping_in_progress' }, Date.parse(at(10)))).toEqual({
      kind: 'estimate',
      at: at(45),
    });
    expect(deliveryEta({ ...base, status: 'bill_approved' }, Date.parse(at(50)))).toEqual({
      kind: 'late',
      was: at(45),
    });
  });
  it('minutes left from the rider while out for delivery', () => {
    expect(deliveryEta({ ...base, status: 'out_for_delivery' }, Date.parse(at(50)), 3)).toEqual({
      kind: 'arriving',
      minutes: minutesForKm(3),
      distanceKm: 3,
    });
    expect(minutesForKm(3)).toBe(12);
    expect(minutesForKm(0)).toBe(2);
  });
  it('"Delivered at" once delivered; nothing for a cancelled order', () => {
    expect(deliveryEta({ ...base, status: 'delivered', deliveredAt: at(40) }, Date.parse(at(50)))).toEqual({
      kind: 'delivered',
      at: at(40),
    });
    expect(deliveryEta({ ...base, status: 'cancelled' }, 0)).toEqual({ kind: 'none' });
  });
});
