import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderFixture, replacedWithFixture } from '../test/order-fixture';
import { OrderItemsSection } from './order-items-section';

describe('OrderItemsSection preferences (PRODUCT.md §12)', () => {
  it('shows each item’s "If not available" choice and what happens without an answer', () => {
    const order = orderFixture({ ifNoAnswer: 'cancel', responseMinutes: 15 });
    order.items[0] = {
      ...order.items[0]!,
      replacement: {
        mode: 'specific',
        productId: 'p-taaza',
        product: { _id: 'p-taaza', name: 'Amul Taaza 500 ml', unit: 'pack', price: 27, imageUrl: null },
      },
    };
    order.items[1] = { ...order.items[1]!, replacement: { mode: 'none', productId: null, product: null } };
    render(<OrderItemsSection order={order} />);
    const lines = screen.getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('If not available: Amul Taaza 500 ml instead');
    expect(lines[1]).toHaveTextContent('If not available: Remove it');
    expect(screen.getByText(/If you don't answer changes within 15 minutes:/)).toHaveTextContent(
      'Cancel the order',
    );
  });

  it('says "Best match" for an item placed with the default', () => {
    render(<OrderItemsSection order={orderFixture()} />);
    expect(screen.getAllByText('Best match')).toHaveLength(2);
    expect(screen.getByText(/within 10 minutes:/)).toHaveTextContent('Approve the changes');
  });
});

describe('OrderItemsSection after a revision', () => {
  it('shows a replaced item with what was brought instead', () => {
    const order = orderFixture({ status: 'shopper_revised_order' });
    order.items[0] = {
      ...order.items[0]!,
      isAvailable: false,
      replacedWith: replacedWithFixture({ refused: true }),
    };
    render(<OrderItemsSection order={order} />);
    const rice = screen.getByRole('article', { name: 'Basmati Rice' });
    expect(rice).toHaveTextContent('India Gate Basmati 1 kg');
    expect(rice).toHaveTextContent('Removed: you pay nothing for it');
    expect(rice.querySelector('input')).toBeNull();
  });
});
