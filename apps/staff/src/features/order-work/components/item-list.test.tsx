import type { OrderStatus, ReplacedWith } from '@jhola/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
