import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ShopCard, type ShopCardShop } from './shop-card';

const shop: ShopCardShop = {
  _id: 'shop-1',
  name: 'Sharma Kirana',
  category: 'Grocery',
  description: `${'A'.repeat(60)} ${'B'.repeat(60)}`,
  images: ['/media/shops/1.webp'],
  address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', zipCode: '560001' },
  rating: { average: 4.56, count: 128 },
  deliveryFee: 25,
  productCount: 1234,
  isOpenNow: true,
  statusText: 'Open until 21:00',
};

const renderCard = (overrides: Partial<ShopCardShop> = {}, props: { onSampleOpen?: () => void } = {}) =>
  render(
    <MemoryRouter>
      <ShopCard shop={{ ...shop, ...overrides }} {...props} />
    </MemoryRouter>,
  );

describe('ShopCard', () => {
  it('shows every field of the card and links to the shop', () => {
    renderCard();
    expect(screen.getByRole('link', { name: 'Sharma Kirana' })).toHaveAttribute('href', '/shop/shop-1');
    expect(screen.getByText('Grocery')).toBeInTheDocument();
    expect(screen.getByText('12 MG Road, Bengaluru')).toBeInTheDocument();
    expect(screen.getByText('4.6', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('(128)')).toBeInTheDocument();
    expect(screen.getByText('Delivery ₹25.00')).toBeInTheDocument();
    expect(screen.getByText('1,234 products')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('Open until 21:00')).toBeInTheDocument();
  });

  it('cuts the description at 100 characters', () => {
    renderCard();
    const text = screen.getByText(/^A+/).textContent ?? '';
    expect(text).toBe(`${'A'.repeat(60)} ${'B'.repeat(39)}…`);
    renderCard({ _id: 'short', description: 'Short and sweet' });
    expect(screen.getByText('Short and sweet')).toBeInTheDocument();
  });

  it('shows 4.0 when the shop has no rating', () => {
    renderCard({ rating: { average: 0, count: 0 } });
    expect(screen.getByText('4.0', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('(0)')).toBeInTheDocument();
  });

  it('shows Free Delivery for a fee of 0, and the default fee of 30 when missing', () => {
    const { unmount } = renderCard({ deliveryFee: 0 });
    expect(screen.getByText('Free Delivery')).toBeInTheDocument();
    unmount();
    renderCard({ deliveryFee: undefined });
    expect(screen.getByText('Delivery ₹30.00')).toBeInTheDocument();
  });

  it('shows Closed with the status line', () => {
    renderCard({ isOpenNow: false, statusText: 'Opens at 09:00' });
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByText('Opens at 09:00')).toBeInTheDocument();
  });

  it('reserves the image size and loads it lazily unless it is a priority card', () => {
    const { container, unmount } = renderCard();
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    unmount();
    const eager = render(
      <MemoryRouter>
        <ShopCard shop={shop} priority />
      </MemoryRouter>,
    );
    expect(eager.container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('a sample shop is a button that reports instead of a link', async () => {
    const onSampleOpen = vi.fn();
    renderCard({}, { onSampleOpen });
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sharma Kirana' }));
    expect(onSampleOpen).toHaveBeenCalledOnce();
  });
});
