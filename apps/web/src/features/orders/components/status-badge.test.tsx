import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it.each([
    ['pending_shopper', 'Finding Personal Shopper', 'pending'],
    ['accepted_by_shopper', 'Personal Shopper Assigned', 'confirmed'],
    ['shopping_in_progress', 'Shopping in Progress', 'preparing'],
    ['shopper_revised_order', 'Order Revised - Please Review', 'ready'],
    ['bill_uploaded', 'Bill Uploaded - Awaiting Approval', 'ready'],
    ['bill_approved', 'Bill Approved - Preparing Delivery', 'confirmed'],
    ['out_for_delivery', 'Out for Delivery', 'picked-up'],
    ['delivered', 'Delivered', 'delivered'],
    ['cancelled', 'Cancelled', 'cancelled'],
    ['waiting_for_rain', 'Waiting For Rain', 'pending'],
  ])('%s reads "%s" in the %s colour group', (status, label, group) => {
    render(<StatusBadge status={status} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveAttribute('data-colour-group', group);
  });
});
