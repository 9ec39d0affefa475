import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetOrderActivity, noteOrderActivity, noteOrdersRead, onOrderActivity } from './order-activity';

describe('order activity (issue 47: the live order layer loads once an order is heard of)', () => {
  beforeEach(() => forgetOrderActivity());

  it('stays quiet for a snapshot without orders and for events that are not about orders', () => {
    const heard = vi.fn();
    onOrderActivity(heard);
    noteOrderActivity('ordersSnapshot', [{ orders: [] }]);
    noteOrderActivity('new-notice', [{ _id: 'n1' }]);
    expect(heard).not.toHaveBeenCalled();
  });

  it('tells once of a snapshot with an order, and at once to whoever asks later', () => {
    const heard = vi.fn();
    onOrderActivity(heard);
    noteOrderActivity('ordersSnapshot', [{ orders: [{ _id: 'o1' }] }]);
    noteOrderActivity('orderStatusUpdate', [{ orderId: 'o1' }]);
    expect(heard).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    onOrderActivity(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("tells of an order's move (an order placed elsewhere after the snapshot)", () => {
    const heard = vi.fn();
    onOrderActivity(heard);
    noteOrderActivity('orderStatusUpdate', [{ orderId: 'o2' }]);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('forgets at sign-out, and an unsubscribed listener hears nothing', () => {
    noteOrderActivity('order:message', [{}]);
    forgetOrderActivity();
    const heard = vi.fn();
    onOrderActivity(heard)();
    noteOrderActivity('orderStatusUpdate', [{ orderId: 'o3' }]);
    expect(heard).not.toHaveBeenCalled();
  });
});

describe('an order read under way (the page read it before the socket connected)', () => {
  beforeEach(() => forgetOrderActivity());

  it('opens the live layer for an order still under way, not for finished ones', () => {
    const heard = vi.fn();
    onOrderActivity(heard);
    noteOrdersRead([{ status: 'delivered' }, { status: 'cancelled' }]);
    noteOrdersRead([]);
    expect(heard).not.toHaveBeenCalled();
    noteOrdersRead([{ status: 'delivered' }, { status: 'out_for_delivery' }]);
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
