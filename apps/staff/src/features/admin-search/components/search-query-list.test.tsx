import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveBy } from '../../../test/local-api';
import { renderWithApp } from '../../../test/render';
import { SearchQueryList } from './search-query-list';

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
const QUERIES = [
  { q: 'sorekai', count: 4, found: 0, lastAt: '2026-11-28T10:00:00.000Z', added: [] },
  {
    q: 'milk',
    count: 9,
    found: 12,
    lastAt: '2026-11-28T09:00:00.000Z',
    added: [{ productId: 'p2', name: 'Amul Toned Milk 500 ml', count: 3 }],
  },
];
const GOURD = {
  _id: 'p1',
  shopId: 's1',
  name: 'Bottle Gourd (Lauki) 500 g',
  description: '',
  category: 'Fresh Vegetables',
  price: 12,
  originalPrice: null,
  images: [],
  stockQuantity: 10,
  unit: 'pack',
  inStock: true,
  tags: [],
  aliases: [],
  familyKey: null,
  packSize: null,
  isActive: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  shop: { _id: 's1', name: 'Namma Fresh Supermarket' },
};

describe('the admin Search page (issue 42)', () => {
  it('lists searches that found nothing first and teaches one as a product’s alias in one tap', async () => {
    const calls = serveBy((call) => {
      if (call.url.includes('/admin/search/queries')) return ok({ queries: QUERIES });
      if (call.url.includes('/search?')) return ok({ shops: [], products: [GOURD], didYouMean: null });
      return ok({ word: 'sorekai', productIds: ['p1'], sameAs: null });
    });
    renderWithApp(<SearchQueryList />);
    const rows = await screen.findAllByRole('listitem');
    expect(within(rows[0]!).getByRole('heading', { name: 'sorekai' })).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Found nothing')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/Added after it: Amul Toned Milk 500 ml \(3\)/)).toBeInTheDocument();

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Teach sorekai' }));
    await userEvent.type(screen.getByLabelText('Find the product it means'), 'lauki');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    await userEvent.click(await screen.findByRole('button', { name: 'This one Bottle Gourd (Lauki) 500 g' }));
    const teach = calls.find((c) => c.url.includes('/admin/search/teach'));
    expect(teach).toMatchObject({ method: 'POST', body: { word: 'sorekai', productId: 'p1' } });
  });

  it('teaches a word to mean another, and shows the server’s refusal in place', async () => {
    serveBy((call) =>
      call.url.includes('/admin/search/queries')
        ? ok({ queries: QUERIES })
        : { status: 422, body: { success: false, message: 'A word cannot mean itself' } },
    );
    renderWithApp(<SearchQueryList />);
    await userEvent.click(await screen.findByRole('button', { name: 'Teach sorekai' }));
    await userEvent.type(screen.getByLabelText('Or: it means the same as the word'), 'sorekai');
    await userEvent.click(screen.getByRole('button', { name: 'Teach the word' }));
    expect(await screen.findByText(/A word cannot mean itself/)).toBeInTheDocument();
  });

  it('says so when nobody searched', async () => {
    serveBy(() => ok({ queries: [] }));
    renderWithApp(<SearchQueryList />);
    expect(await screen.findByText('No searches in the last 7 days')).toBeInTheDocument();
  });
});
