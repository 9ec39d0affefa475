import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RevisedItemCard } from './revised-item-card';

const base = {
  name: 'Amul Butter',
  price: 56,
  quantity: 2,
  isAvailable: true as boolean | null,
  revisedQuantity: null as number | null,
  revisedPrice: null as number | null,
  shopperNotes: null as string | null,
};
const text = (el: HTMLElement) => el.textContent?.replace(/[\u202f\u00a0]/g, ' ');

describe('RevisedItemCard', () => {
  it('an unchanged item says No Changes and strikes nothing through', () => {
    const { container } = render(<RevisedItemCard item={base} />);
    expect(screen.getByText('No Changes')).toBeInTheDocument();
    expect(container.querySelector('del')).toBeNull();
    expect(text(container)).toContain('₹112.00');
  });

  it('a changed quantity is Modified: original struck through, arrow, revised value and line total', () => {
    const { container } = render(
      <RevisedItemCard item={{ ...base, revisedQuantity: 1, shopperNotes: 'Only one left' }} />,
    );
    expect(screen.getByText('Modified')).toBeInTheDocument();
    const struck = [...container.querySelectorAll('del')].map(text);
    expect(struck).toEqual(['was 2', 'was ₹112.00']);
    const inserted = [...container.querySelectorAll('ins')].map(text);
    expect(inserted).toEqual(['1', '₹56.00']);
    expect(text(container)).toContain('→');
    expect(screen.getByText('Only one left')).toBeInTheDocument();
  });

  it('a changed price strikes through the unit price too', () => {
    const { container } = render(<RevisedItemCard item={{ ...base, revisedPrice: 60 }} />);
    expect([...container.querySelectorAll('del')].map(text)).toEqual(['was ₹56.00', 'was ₹112.00']);
    expect([...container.querySelectorAll('ins')].map(text)).toEqual(['₹60.00', '₹120.00']);
  });

  it('an unavailable item is Not available and contributes ₹0.00', () => {
    const { container } = render(
      <RevisedItemCard item={{ ...base, isAvailable: false, revisedQuantity: 0 }} />,
    );
    expect(screen.getByText('Not available')).toBeInTheDocument();
    expect([...container.querySelectorAll('ins')].map(text)).toEqual(['0', '₹0.00']);
  });

  it('never shows a revised quantity below 0, and names an unnamed item "Product"', () => {
    render(<RevisedItemCard item={{ ...base, name: '', revisedQuantity: -3 }} />);
    const card = screen.getByRole('article', { name: 'Product' });
    expect(within(card).getAllByText('0').length).toBeGreaterThan(0);
    expect(within(card).getByText('Modified')).toBeInTheDocument();
  });
});
