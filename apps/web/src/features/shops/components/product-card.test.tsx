import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../../lib/cart-store';
import type { CatalogueProduct } from '../api/get-product-page';
import { groupFamilies } from '../lib/product-families';
import { ProductCard } from './product-card';
import { ProductRow } from './product-row';

const product: CatalogueProduct = {
  _id: 'p-1',
  shopId: 'shop-1',
  name: 'Basmati Rice',
  description: `${'Long grain aged rice. '.repeat(5)}`,
  category: 'Grains',
  price: 123456.5,
  originalPrice: 150000,
  images: ['/media/products/1.webp'],
  stockQuantity: 10,
  unit: 'kg',
  inStock: true,
  tags: ['rice', 'premium', 'aged', 'bestseller'],
  familyKey: null,
  packSize: null,
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const shop = { _id: 'shop-1', name: 'Fresh Mart', deliveryFee: 20 };
const one = (p: CatalogueProduct = product) => groupFamilies([p])[0]!;

describe.each([
  ['ProductCard', ProductCard],
  ['ProductRow', ProductRow],
])('%s', (_name, Component) => {
  beforeEach(() => useCartStore.getState().clear());

  it('shows the price in rupees (en-IN) with the original price struck through', () => {
    render(<Component family={one()} onAdd={() => {}} closedText={null} />);
    expect(screen.getByText('₹1,23,456.50')).toBeInTheDocument();
    const mrp = screen.getByText(/₹1,50,000\.00/).closest('s');
    // Shown, not only read out (issue 47: "₹22 OFF" alone, the MRP for screen readers only).
    expect(mrp).not.toBeNull();
    expect(mrp).not.toHaveClass('sr-only');
    expect(mrp).toHaveTextContent('Original price ₹1,50,000.00');
  });

  it('says what a discount saves, from the MRP, to the paisa', () => {
    const { rerender } = render(<Component family={one()} onAdd={() => {}} closedText={null} />);
    expect(screen.getByText('₹26,543.50 OFF')).toBeInTheDocument();
    rerender(
      <Component
        family={one({ ...product, price: 62, originalPrice: 84 })}
        onAdd={() => {}}
        closedText={null}
      />,
    );
    expect(screen.getByText('₹22 OFF')).toBeInTheDocument();
  });

  it("opens the product's sheet from its name", async () => {
    const onOpen = vi.fn();
    render(<Component family={one()} onAdd={() => {}} onOpen={onOpen} closedText={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Details of Basmati Rice' }));
    expect(onOpen).toHaveBeenCalledWith(product);
  });

  it("names its heading by the product alone, the sheet's control apart (issue 47)", () => {
    render(<Component family={one()} onAdd={() => {}} onOpen={() => {}} closedText={null} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveAccessibleName('Basmati Rice');
    expect(screen.getByRole('button', { name: 'Details of Basmati Rice' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('adds the product when Add is pressed', async () => {
    const onAdd = vi.fn();
    render(<Component family={one()} onAdd={onAdd} closedText={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: Basmati Rice' }));
    expect(onAdd).toHaveBeenCalledWith(product);
  });

  it('turns Add into a − / + stepper once in the cart; − from 1 brings Add back with focus on it', async () => {
    const onAdd = vi.fn((p: CatalogueProduct) => useCartStore.getState().addItem(p, shop));
    render(<Component family={one()} onAdd={onAdd} closedText={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: Basmati Rice' }));
    const plus = screen.getByRole('button', { name: 'Add one more Basmati Rice' });
    expect(plus).toHaveFocus();
    await userEvent.click(plus);
    expect(screen.getByTestId('cart-quantity')).toHaveTextContent('2 in cart');
    expect(useCartStore.getState().items[0]?.quantity).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove one Basmati Rice' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove one Basmati Rice' }));
    expect(useCartStore.getState().items).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add to Cart: Basmati Rice' })).toHaveFocus();
  });

  it('does not let + go past the stock', () => {
    useCartStore.getState().addItem({ ...product, stockQuantity: 2 }, shop, 2);
    render(<Component family={one({ ...product, stockQuantity: 2 })} onAdd={() => {}} closedText={null} />);
    expect(screen.getByRole('button', { name: 'Add one more Basmati Rice' })).toBeDisabled();
  });

  it('disables an out-of-stock product', async () => {
    const onAdd = vi.fn();
    render(<Component family={one({ ...product, inStock: false })} onAdd={onAdd} closedText={null} />);
    const button = screen.getByRole('button', { name: 'Out of Stock: Basmati Rice' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('a closed shop shows when it opens instead of Add', () => {
    render(<Component family={one()} onAdd={() => {}} closedText="Opens at 7:00 AM" />);
    expect(screen.getByText('Opens at 7:00 AM')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to Cart/ })).toBeNull();
  });

  it('one card per family: the size chooser switches the price and what Add adds', async () => {
    const small = {
      ...product,
      _id: 'atta-5',
      name: 'Chakki Atta 5 kg',
      price: 250,
      originalPrice: null,
      familyKey: 'atta',
      packSize: '5 kg',
    };
    const big = { ...small, _id: 'atta-10', name: 'Chakki Atta 10 kg', price: 480, packSize: '10 kg' };
    const onAdd = vi.fn();
    render(<Component family={groupFamilies([small, big])[0]!} onAdd={onAdd} closedText={null} />);
    const chooser = screen.getByRole('combobox', { name: 'Pack size of Chakki Atta 5 kg' });
    expect([...(chooser as HTMLSelectElement).options].map((o) => o.text)).toEqual(['5 kg', '10 kg']);
    expect(screen.getByText('₹250.00')).toBeInTheDocument();
    await userEvent.selectOptions(chooser, 'atta-10');
    expect(screen.getByText('₹480.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: Chakki Atta 10 kg' }));
    expect(onAdd).toHaveBeenCalledWith(big);
  });

  it('reserves the image size and loads it lazily', () => {
    const { container } = render(<Component family={one()} onAdd={() => {}} closedText={null} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
  });
});

describe('ProductRow', () => {
  it('cuts the description at 80 characters and shows the first 3 tags', () => {
    render(<ProductRow family={one()} onAdd={() => {}} closedText={null} />);
    const text = screen.getByText(/^Long grain/).textContent ?? '';
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(81);
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect([...tags.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['rice', 'premium', 'aged']);
  });
});
