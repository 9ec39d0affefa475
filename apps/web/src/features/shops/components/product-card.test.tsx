import type { Product } from '@jhola/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../../lib/cart-store';
import { ProductCard } from './product-card';
import { ProductRow } from './product-row';

const product: Product = {
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

describe.each([
  ['ProductCard', ProductCard],
  ['ProductRow', ProductRow],
])('%s', (_name, Component) => {
  beforeEach(() => useCartStore.getState().clear());

  it('cuts the description at 80 characters', () => {
    render(<Component product={product} onAdd={() => {}} />);
    const text = screen.getByText(/^Long grain/).textContent ?? '';
    expect(text.endsWith('…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(81);
    expect(product.description.startsWith(text.slice(0, -1))).toBe(true);
  });

  it('shows the first 3 tags only', () => {
    render(<Component product={product} onAdd={() => {}} />);
    const tags = screen.getByRole('list', { name: 'Tags' });
    expect([...tags.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['rice', 'premium', 'aged']);
  });

  it('shows the price per unit in rupees (en-IN) with the original price struck through', () => {
    render(<Component product={product} onAdd={() => {}} />);
    expect(screen.getByText('₹1,23,456.50')).toBeInTheDocument();
    expect(screen.getByText('/ kg')).toBeInTheDocument();
    const struck = screen.getByTestId('original-price');
    expect(struck.tagName).toBe('S');
    expect(struck).toHaveTextContent('₹1,50,000.00');
  });

  it('does not strike a price when the original price is not above it', () => {
    const { rerender } = render(
      <Component product={{ ...product, originalPrice: product.price }} onAdd={() => {}} />,
    );
    expect(screen.queryByTestId('original-price')).toBeNull();
    rerender(<Component product={{ ...product, originalPrice: null }} onAdd={() => {}} />);
    expect(screen.queryByTestId('original-price')).toBeNull();
  });

  it('adds the product when Add to Cart is pressed', async () => {
    const onAdd = vi.fn();
    render(<Component product={product} onAdd={onAdd} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart: Basmati Rice' }));
    expect(onAdd).toHaveBeenCalledWith(product);
  });

  it('disables an out-of-stock product', async () => {
    const onAdd = vi.fn();
    render(<Component product={{ ...product, inStock: false }} onAdd={onAdd} />);
    const button = screen.getByRole('button', { name: 'Out of Stock: Basmati Rice' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('shows how many are in the cart', () => {
    useCartStore.getState().addItem(product, { _id: 'shop-1', name: 'Shop' }, 2);
    render(<Component product={product} onAdd={() => {}} />);
    expect(screen.getByText('2 in cart')).toBeInTheDocument();
  });

  it('reserves the image size and loads it lazily', () => {
    const { container } = render(<Component product={product} onAdd={() => {}} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('height', '180');
  });
});
