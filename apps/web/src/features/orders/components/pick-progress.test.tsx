import type { Order, SavedPick } from '@jhola/domain';
import { useLanguageStore } from '@jhola/ui';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadHindiInTests } from '../../../test/languages';
import { orderFixture } from '../test/order-fixture';
import { renderScreen } from '../test/render';
import { PickProgress } from './pick-progress';

const tick = (state: SavedPick['state'], price: number | null = null): SavedPick => ({
  state,
  quantity: null,
  price,
  pickedAt: '2026-01-10T10:00:00.000Z',
});

/** Issue 47: seven items, five found, one replaced by another product, one named item priced by the shopper. */
function shoppedOrder(): Order {
  const base = orderFixture({ status: 'shopping_in_progress' }).items[0]!;
  const items = ['Atta', 'Dal', 'Oil', 'Sugar', 'Salt', 'Milk'].map((name, index) => ({
    ...base,
    productId: `p${index}`,
    itemId: `i${index}`,
    name,
    pick: tick(name === 'Milk' ? 'replaced' : 'found'),
  }));
  const marigold = {
    ...base,
    productId: null,
    isCustom: true,
    itemId: 'i9',
    name: 'Marigold garland',
    price: null,
    pick: tick('changed', 40),
  };
  return orderFixture({ status: 'shopping_in_progress', items: [...items, marigold] });
}

afterEach(() => useLanguageStore.getState().setLanguage('en'));

describe("the customer's progress box", () => {
  it('tells found from replaced, and reads a priced named item as priced, not changed', () => {
    renderScreen(<PickProgress order={shoppedOrder()} />);
    expect(screen.getByText('Found 6 of 7, 1 replaced')).toBeInTheDocument();
    expect(screen.queryByText(/Found 7 of 7/)).toBeNull();
    const marigold = screen.getByText('Marigold garland').parentElement!;
    expect(within(marigold).getByText('Priced')).toBeInTheDocument();
    expect(screen.queryByText('Changed')).toBeNull();
    expect(within(screen.getByText('Milk').parentElement!).getByText('Replaced')).toBeInTheDocument();
  });

  it('says the same in Hindi', async () => {
    loadHindiInTests();
    await useLanguageStore.getState().setLanguage('hi');
    renderScreen(<PickProgress order={shoppedOrder()} />);
    expect(await screen.findByText('7 में से 6 मिले, 1 की जगह दूसरा')).toBeInTheDocument();
    expect(screen.getByText('दाम लिखा')).toBeInTheDocument();
  });
});
