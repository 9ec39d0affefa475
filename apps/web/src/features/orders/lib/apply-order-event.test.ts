import { describe, expect, it } from 'vitest';
import { orderFixture } from '../test/order-fixture';
import { applyLocation, applyStatusEvent } from './apply-order-event';
import { keepNewerLocation } from './keep-newer-location';

const id = orderFixture()._id;
const event = (status: string, extra = {}) => ({
  orderId: id,
  status: status as never,
  timestamp: '2026-01-10T11:00:00.000Z',
  message: 'x',
  ...extra,
});

describe('applyStatusEvent', () => {
  it('sets the status and takes the shopper and estimated time when the event carries them', () => {
    const shopper = { _id: 'sh1', name: 'Ravi', phone: '+91 9000000001' };
    const next = applyStatusEvent(
      orderFixture(),
      event('accepted_by_shopper', {
        personalShopperId: shopper,
        estimatedDeliveryTime: '2026-01-10T12:00:00.000Z',
      }),
    );
    expect(next.status).toBe('accepted_by_shopper');
    expect(next.personalShopperId).toEqual(shopper);
    expect(next.estimatedDeliveryTime).toBe('2026-01-10T12:00:00.000Z');
  });

  it('keeps what the event does not mention', () => {
    const shopper = { _id: 'sh1', name: 'Ravi', phone: '1' };
    const next = applyStatusEvent(orderFixture({ personalShopperId: shopper }), event('shopper_at_shop'));
    expect(next.personalShopperId).toEqual(shopper);
  });

  it('shows the delivery code while out for delivery, stamps deliveredAt, and drops the code after', () => {
    const out = applyStatusEvent(orderFixture(), event('out_for_delivery', { deliveryOTP: '4821' }));
    expect(out.deliveryOTP).toBe('4821');
    const delivered = applyStatusEvent(out, event('delivered'));
    expect(delivered.deliveredAt).toBe('2026-01-10T11:00:00.000Z');
    expect(delivered.deliveryOTP).toBeNull();
  });

  it('stamps pickedUpAt for the legacy picked_up status', () => {
    expect(applyStatusEvent(orderFixture(), event('picked_up')).pickedUpAt).toBe('2026-01-10T11:00:00.000Z');
  });

  it('records who cancelled and why', () => {
    const next = applyStatusEvent(
      orderFixture(),
      event('cancelled', { cancelledBy: 'shopper', reason: 'Shop closed' }),
    );
    expect(next).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'shopper',
      cancellationReason: 'Shop closed',
    });
  });

  it('leaves other orders alone', () => {
    const other = orderFixture({ _id: 'other' });
    expect(applyStatusEvent(other, event('delivered'))).toBe(other);
  });
});

describe('applyLocation', () => {
  it('updates only the location', () => {
    const location = { lat: 12.97, lng: 77.64, updatedAt: '2026-01-10T11:00:00.000Z' };
    const before = orderFixture({ status: 'out_for_delivery' });
    const next = applyLocation(before, id, location);
    expect(next).toEqual({ ...before, deliveryBoyLocation: location });
  });
});

describe('keepNewerLocation', () => {
  const at = (iso: string) => ({ lat: 19, lng: 72.8, updatedAt: iso });
  const out = (location?: ReturnType<typeof at>) =>
    orderFixture({ status: 'out_for_delivery', deliveryBoyLocation: location ?? null } as never);

  it('keeps a position that arrived live when the fetched copy was read before it was saved', () => {
    const live = at('2026-01-10T11:00:05.000Z');
    expect(keepNewerLocation(out(), out(live)).deliveryBoyLocation).toEqual(live);
    expect(keepNewerLocation(out(at('2026-01-10T11:00:00.000Z')), out(live)).deliveryBoyLocation).toEqual(
      live,
    );
  });

  it('takes the fetched position when it is as new or newer', () => {
    const fetched = at('2026-01-10T11:00:10.000Z');
    expect(keepNewerLocation(out(fetched), out(at('2026-01-10T11:00:05.000Z'))).deliveryBoyLocation).toEqual(
      fetched,
    );
  });

  it('keeps nothing once the order is no longer out for delivery, nor from another order', () => {
    const live = at('2026-01-10T11:00:05.000Z');
    const delivered = orderFixture({ status: 'delivered' } as never);
    expect(keepNewerLocation(delivered, out(live)).deliveryBoyLocation ?? null).toBeNull();
    const other = { ...out(live), _id: 'another' };
    expect(keepNewerLocation(out(), other).deliveryBoyLocation ?? null).toBeNull();
  });
});
