import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderFixture } from '../test/order-fixture';
import { renderScreen } from '../test/render';
import { ContactPeople } from './contact-people';

const rider = { _id: 'd1', name: 'Vikram Singh', phone: '+91 98765 00009' };
const shopper = { _id: 'sh1', name: 'Ravi Kumar', phone: '+91 90000 00001' };
/** Placed a minute ago at a shop whose inquiry wait is 15 minutes: the shopper is not reachable yet. */
const justPlaced = (status: 'out_for_delivery' | 'bill_approved') =>
  orderFixture({
    status,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    personalShopperId: shopper,
    deliveryPerson: rider,
  });

describe('reaching the delivery person (issue 47)', () => {
  it('offers a call and a message to the delivery person while the order is on its way, without the wait', () => {
    renderScreen(<ContactPeople order={justPlaced('out_for_delivery')} />);
    expect(screen.getByRole('link', { name: 'Call Vikram' })).toHaveAttribute('href', 'tel:+919876500009');
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      expect.stringContaining('https://wa.me/919876500009'),
    );
    expect(screen.queryByText(/contact your shopper in/)).toBeNull();
  });

  it('keeps the inquiry wait before the order is on its way', () => {
    renderScreen(<ContactPeople order={justPlaced('bill_approved')} />);
    expect(screen.queryByRole('link', { name: 'Call Vikram' })).toBeNull();
  });
});
