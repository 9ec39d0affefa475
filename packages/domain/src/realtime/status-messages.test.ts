import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../orders/status.js';
import { orderStatusMessage } from './status-messages.js';

describe('orderStatusMessage', () => {
  it('has its own sentence for every status the server uses', () => {
    const messages = ORDER_STATUSES.map((status) => orderStatusMessage(status));
    expect(new Set(messages).size).toBe(ORDER_STATUSES.length);
    for (const message of messages) expect(message).not.toMatch(/status is now/);
  });

  it('names the shopper by first name when it is known', () => {
    expect(orderStatusMessage('accepted_by_shopper', { shopperName: 'Ravi Kumar' })).toBe(
      'Ravi has accepted your order.',
    );
    expect(orderStatusMessage('accepted_by_shopper', { shopperName: '  ' })).toBe(
      'Your personal shopper has accepted your order.',
    );
  });

  it('gives the cancellation reason when there is one', () => {
    expect(orderStatusMessage('cancelled', { reason: 'Shop closed early' })).toBe(
      'Your order was cancelled: Shop closed early',
    );
    expect(orderStatusMessage('cancelled')).toBe('Your order was cancelled.');
  });

  it('falls back to the status label for a status it does not know', () => {
    expect(orderStatusMessage('ready_for_pickup')).toBe('Your order status is now Ready for Pickup.');
  });
});
