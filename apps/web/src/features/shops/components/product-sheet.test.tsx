import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../../lib/cart-store';
import type { CatalogueProduct } from '../api/get-product-page';
import { groupFamilies } from '../lib/product-families';
import ProductSheet from './product-sheet';

const small: CatalogueProduct = {
  _id: 'atta-5',
  shopId: 'shop-1',
  name: 'Aashirvaad Shudh Chakki Whole Wheat Atta, Stone Ground, No Maida 5 kg',
  description: 'Made from the finest wheat grains.\nNo maida added.',
  category: 'Atta & Flours',
  price: 250,
  originalPrice: 280,
  images: ['/media/packs/x.svg'],
  stockQuantity: 10,
  unit: 'pack',
  inStock: true,
  tags: [],
  familyKey: 'atta',
  packSize: '5 kg',
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};
const big = {
  ...small,
  _id: 'atta-10',
  name: small.name.replace('5 kg', '10 kg'),
  price: 480,
  originalPrice: null,
  packSize: '10 kg',
};
const family = groupFamilies([small, big])[0]!;
const shop = { _id: 'shop-1', name: 'Fresh Mart', deliveryFee: 20 };

describe('ProductSheet', () => {
  beforeEach(() => useCartStore.getState().clear());

  const show = (props: Partial<Parameters<typeof ProductSheet>[0]> = {}) => {
    const handlers = { onChoose: vi.fn(), onClose: vi.fn(), onAdd: vi.fn() };
    render(<ProductSheet family={family} product={small} closedText={null} {...handlers} {...props} />);
    return { ...handlers, sheet: screen.getByRole('dialog', { name: small.name }) };
  };

  it('shows the whole name, size, price with the MRP struck, the description and every size', () => {
    const { sheet } = show();
    expect(within(sheet).getByRole('heading', { level: 2 })).toHaveTextContent(small.name);
    expect(within(sheet).getAllByText('5 kg').length).toBeGreaterThan(0);
    expect(within(sheet).getAllByText('₹250.00')[0]).toBeInTheDocument();
    expect(
      within(sheet)
        .getAllByText(/₹280\.00/)[0]!
        .closest('s'),
    ).not.toBeNull();
    expect(within(sheet).getByText('₹30 OFF')).toBeInTheDocument();
    expect(within(sheet).getByText(/No maida added/)).toBeInTheDocument();
    const sizes = within(sheet).getByRole('group', { name: 'Sizes' });
    const buttons = within(sizes).getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
    expect(buttons[1]).toHaveTextContent('10 kg₹480.00');
  });

  it('chooses another size', async () => {
    const { sheet, onChoose } = show();
    await userEvent.click(within(sheet).getByRole('button', { name: /10 kg/ }));
    expect(onChoose).toHaveBeenCalledWith(big);
  });

  it('adds the size shown, turning Add into the stepper', async () => {
    const onAdd = vi.fn((p: CatalogueProduct) => useCartStore.getState().addItem(p, shop));
    const { sheet } = show({ onAdd });
    await userEvent.click(within(sheet).getByRole('button', { name: `Add to Cart: ${small.name}` }));
    expect(onAdd).toHaveBeenCalledWith(small);
    expect(within(sheet).getByRole('group', { name: `${small.name} in cart` })).toHaveTextContent('1');
  });

  it('closes by its button and by Escape (keyboard)', async () => {
    const { sheet, onClose } = show();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    sheet.dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
