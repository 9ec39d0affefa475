import type { OrderStatus, ReplacedWith } from '@jhola/domain';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useStaffAuth } from '../../../lib/staff-auth';
import { item, order } from '../../../test/fixtures';
import { ItemList } from './item-list';

const basmati = (overrides: Partial<ReplacedWith> = {}): ReplacedWith => ({
  productId: 'basmati',
  name: 'India Gate Basmati Rice 1 kg',
  unit: 'pack',
  price: 140,
  imageUrl: null,
  quantity: 2,
  matchesPreference: false,
  refused: false,
  ...overrides,
});
const show = (status: OrderStatus, replacedWith: ReplacedWith) =>
  render(
    <ItemList
      order={order({
        status,
        items: [
          { ...item('rice', 'Kolam Rice', 2, 72), isAvailable: false, revisedQuantity: 0, replacedWith },
        ],
      })}
    />,
  );

describe("the shopper's item list after a replacement (PRODUCT.md §12)", () => {
  it('shows the replacement waiting for the customer while the revision is open', () => {
    show('shopper_revised_order', basmati());
    expect(screen.getByText('Kolam Rice × 2 pack')).toHaveClass('line-through');
    expect(screen.getByText('India Gate Basmati Rice 1 kg × 2 pack')).toBeInTheDocument();
    expect(screen.getByText('Waiting for the customer')).toBeInTheDocument();
  });

  it('says which replacements the customer kept and which they refused', () => {
    show('customer_approved_revision', basmati());
    expect(screen.getByText('Kept by the customer')).toBeInTheDocument();
    show('customer_approved_revision', basmati({ refused: true }));
    expect(screen.getByText("Refused by the customer: don't buy it")).toBeInTheDocument();
    expect(screen.getAllByText('India Gate Basmati Rice 1 kg × 2 pack')[1]).toHaveClass('line-through');
  });

  it("needs no answer for the customer's own choice", () => {
    show('shopper_revised_order', basmati({ matchesPreference: true }));
    expect(screen.getByText("The customer's own choice")).toBeInTheDocument();
  });
});

describe("the shopper's notes, labelled for who is reading (issue 47)", () => {
  const noted = order({
    status: 'out_for_delivery',
    items: [{ ...item('rice', 'Kolam Rice', 2, 72), shopperNotes: 'Took the last two' }],
  });
  afterEach(() => useStaffAuth.getState().signOut());

  it('says "You" to the shopper who wrote them', () => {
    useStaffAuth.getState().signIn('tok', { _id: 'u1', name: 'Ravi', role: 'shopper' } as never);
    render(<ItemList order={noted} />);
    expect(screen.getByText('You: Took the last two')).toBeInTheDocument();
  });

  it('names the shopper to the delivery person and an admin', () => {
    for (const viewer of [
      { _id: 'd1', name: 'Vikram', role: 'delivery' },
      { _id: 'a1', name: 'Admin', role: 'admin' },
    ]) {
      useStaffAuth.getState().signIn('tok', viewer as never);
      const { unmount } = render(<ItemList order={noted} />);
      expect(screen.getByText('Shopper Ravi: Took the last two')).toBeInTheDocument();
      expect(screen.queryByText(/^You:/)).toBeNull();
      unmount();
    }
  });
});
