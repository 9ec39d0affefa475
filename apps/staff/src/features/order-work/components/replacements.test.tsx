import type { Order, OrderItem, ReplacementChoice } from '@jhola/domain';
import { useLanguageStore } from '@jhola/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { item, order, product, productPage } from '../../../test/fixtures';
import { loadHindiInTests } from '../../../test/languages';
import { type SeenCall, type StandInReply, serveBy } from '../../../test/local-api';
import { renderWithApp } from '../../../test/render';
import { PickingChecklist } from './picking-checklist';
import { ReplacementChoice as ReplacementPanel } from './replacement-choice';

afterEach(() => vi.unstubAllGlobals());

const taaza = {
  _id: 'taaza',
  name: 'Amul Taaza 500 ml',
  unit: 'pack',
  price: 30,
  imageUrl: '/media/taaza.svg',
};
const withPreference = (base: OrderItem, replacement: ReplacementChoice): OrderItem => ({
  ...base,
  replacement,
});
const milk = withPreference(item('milk', 'Amul Gold Milk 1 L', 2, 34), {
  mode: 'specific',
  productId: 'taaza',
  product: taaza,
});
const rice = item('rice', 'Kolam Rice', 1, 72);
const eggs = withPreference(item('eggs', 'Eggs (Farm)', 1, 84), {
  mode: 'none',
  productId: null,
  product: null,
});
const shopOrder = (): Order =>
  order({
    items: [milk, rice, eggs],
    orderValue: { subtotal: 224, deliveryFee: 20, taxes: 0, total: 244 },
    total: 244,
  });

const revised: StandInReply = {
  status: 200,
  body: { success: true, data: { order: order({ status: 'shopper_revised_order' }) } },
};
const row = (name: string) => screen.getByRole('listitem', { name });
const notAvailable = (name: string) =>
  userEvent.click(within(row(name)).getByRole('button', { name: 'Not available' }));
/** Sends the changes, and waits until the server has the revision (a real request takes its time). */
const sendRevision = async (calls: SeenCall[]) => {
  await userEvent.click(screen.getByRole('button', { name: 'Review changes' }));
  await sendToCustomer(calls);
};
const sendToCustomer = async (calls: SeenCall[]) => {
  await userEvent.click(screen.getByRole('button', { name: 'Send to customer' }));
  await waitFor(() => expect(calls.at(-1)?.url).toMatch(/\/revise$/));
};

// Many taps each: a loaded machine needs more than the default 5 s (not a speed check).
describe('replacements on the picking list (PRODUCT.md §12)', () => {
  it("shows each item's preference before the shopper looks for it", () => {
    serveBy(() => revised);
    renderWithApp(<PickingChecklist order={shopOrder()} />);
    expect(row('Amul Gold Milk 1 L')).toHaveTextContent('Get instead: Amul Taaza 500 ml · ₹30');
    expect(within(row('Amul Gold Milk 1 L')).getByRole('presentation')).toHaveAttribute(
      'src',
      '/media/taaza.svg',
    );
    expect(row('Kolam Rice')).toHaveTextContent('If not available: Best match');
    expect(row('Eggs (Farm)')).toHaveTextContent("If not available: Don't replace");
  });

  it('"This instead": one tap on the named product, the ordered quantity adjustable, sent as the replacement', async () => {
    const calls = serveBy(() => revised);
    renderWithApp(<PickingChecklist order={shopOrder()} />);
    await notAvailable('Amul Gold Milk 1 L');
    // The named product may be missing too: the shop's search is still there.
    expect(within(row('Amul Gold Milk 1 L')).getByRole('button', { name: 'Search the shop' })).toBeEnabled();
    await userEvent.click(
      within(row('Amul Gold Milk 1 L')).getByRole('button', { name: /Get Amul Taaza 500 ml/ }),
    );
    const milkRow = within(row('Amul Gold Milk 1 L'));
    expect(milkRow.getByText('Bringing instead')).toBeInTheDocument();
    // The price of what comes instead, not the label of a price field (issue 47).
    expect(milkRow.getByText('₹30.00 per pack')).toBeInTheDocument();
    expect(milkRow.getByRole('status')).toHaveTextContent('2');
    await userEvent.click(milkRow.getByRole('button', { name: 'More: quantity of Amul Taaza 500 ml' }));
    expect(milkRow.getByRole('status')).toHaveTextContent('3');
    for (const name of ['Kolam Rice', 'Eggs (Farm)'])
      await userEvent.click(within(row(name)).getByRole('button', { name: 'Found' }));

    await userEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    const changes = within(screen.getByRole('list', { name: 'Changes' }));
    expect(changes.getByText('Amul Gold Milk 1 L × 2 pack')).toHaveClass('line-through');
    expect(changes.getByText(/Amul Taaza 500 ml × 3 pack/)).toBeInTheDocument();
    expect(changes.getByText(/the customer's own choice/)).toBeInTheDocument();
    // 3 × 30 + 72 + 84 = 246, with the order's ₹20 delivery.
    expect(screen.getByText('New total').nextSibling).toHaveTextContent('₹266.00');
    await sendToCustomer(calls);
    expect(calls.at(-1)).toMatchObject({
      method: 'POST',
      body: {
        items: [
          {
            productId: 'milk',
            isAvailable: false,
            shopperNotes: '',
            replacement: { productId: 'taaza', quantity: 3 },
          },
        ],
      },
    });
    expect(calls.at(-1)!.url).toContain('/api/shopper/orders/o1/revise');
  });

  it('"Best match": searches the shop from what the item is and picks one (not the missing item, not out of stock)', async () => {
    const calls = serveBy((call) =>
      call.method === 'GET'
        ? productPage([
            product('rice', 'Kolam Rice', 72),
            product('basmati', 'India Gate Basmati Rice 1 kg', 140),
            product('sona', 'Sona Masoori Rice', 60, { inStock: false, stockQuantity: 0 }),
          ])
        : revised,
    );
    renderWithApp(<PickingChecklist order={shopOrder()} />);
    await notAvailable('Kolam Rice');
    await userEvent.click(within(row('Kolam Rice')).getByRole('button', { name: 'Find a replacement' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Replace Kolam Rice' }));
    expect(dialog.getByLabelText('Search the shop')).toHaveValue('Rice');
    const results = within(await dialog.findByRole('list', { name: 'Products' }));
    expect(calls[0]!.url).toContain('/api/shops/s1/products?q=Rice');
    expect(results.queryByRole('button', { name: /^Kolam Rice/ })).toBeNull();
    expect(results.getByRole('button', { name: /Sona Masoori Rice.*Out of stock/ })).toBeDisabled();
    // Each candidate shows its own price, so the shopper compares before picking (issue 47).
    expect(results.getByRole('button', { name: /India Gate Basmati Rice 1 kg/ })).toHaveTextContent(
      /₹140\.00 per \w+/,
    );
    await userEvent.click(results.getByRole('button', { name: /India Gate Basmati Rice 1 kg/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(row('Kolam Rice')).toHaveTextContent('Bringing instead');
    // The opener is gone: the keyboard stays on the item, at what it now brings.
    expect(
      within(row('Kolam Rice')).getByText('Bringing instead').parentElement?.parentElement,
    ).toHaveFocus();
    for (const name of ['Amul Gold Milk 1 L', 'Eggs (Farm)'])
      await userEvent.click(within(row(name)).getByRole('button', { name: 'Found' }));
    await sendRevision(calls);
    expect(calls.at(-1)!.body).toEqual({
      items: [
        {
          productId: 'rice',
          isAvailable: false,
          shopperNotes: '',
          replacement: { productId: 'basmati', quantity: 1 },
        },
      ],
    });
  });

  it('the search says when nothing matches, and when it failed, with a retry', async () => {
    let reply: StandInReply = { status: 500, body: { success: false, message: 'Server error' } };
    const calls = serveBy(() => reply);
    renderWithApp(<PickingChecklist order={shopOrder()} />);
    await notAvailable('Kolam Rice');
    await userEvent.click(within(row('Kolam Rice')).getByRole('button', { name: 'Find a replacement' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Something went wrong on the server. Try again.',
    );
    reply = productPage([product('rice', 'Kolam Rice', 72)]);
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await dialog.findByText('Only Kolam Rice itself matches "Rice"')).toBeInTheDocument();
    reply = productPage([]);
    await userEvent.type(dialog.getByLabelText('Search the shop'), 'zz');
    expect(await dialog.findByText('Nothing matches "Ricezz"')).toBeInTheDocument();
    reply = productPage([product('basmati', 'India Gate Basmati Rice 1 kg', 140)], 57);
    const search = dialog.getByLabelText('Search the shop');
    await userEvent.clear(search);
    await userEvent.type(search, 'basmati');
    await waitFor(() => expect(calls.at(-1)!.url).toContain('q=basmati'));
    expect(await dialog.findByText('Showing 1 of 57. Type more to narrow.')).toBeInTheDocument();
  });

  it('"Don\'t replace" offers only Not available, and needs nothing more', async () => {
    const calls = serveBy(() => revised);
    renderWithApp(<PickingChecklist order={shopOrder()} />);
    await notAvailable('Eggs (Farm)');
    const eggsRow = within(row('Eggs (Farm)'));
    expect(eggsRow.getByText("The customer said don't replace: it will be removed.")).toBeInTheDocument();
    expect(eggsRow.queryByRole('button', { name: /replacement|Search|Get/ })).toBeNull();
    for (const name of ['Amul Gold Milk 1 L', 'Kolam Rice'])
      await userEvent.click(within(row(name)).getByRole('button', { name: 'Found' }));
    await userEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(screen.getByText('Not available: removed')).toBeInTheDocument();
    expect(screen.getByText('New total').nextSibling).toHaveTextContent('₹160.00');
    await sendToCustomer(calls);
    expect(calls.at(-1)!.body).toEqual({
      items: [{ productId: 'eggs', isAvailable: false, shopperNotes: '' }],
    });
  });
});

describe('the replacement brought instead, in Hindi', () => {
  afterEach(() => useLanguageStore.getState().setLanguage('en'));

  it('shows its price per unit, in Hindi words', async () => {
    loadHindiInTests();
    await useLanguageStore.getState().setLanguage('hi');
    renderWithApp(
      <ReplacementPanel
        shopId="s1"
        item={milk}
        pick={{
          key: 'milk',
          state: 'unavailable',
          quantity: 2,
          price: 34,
          note: '',
          replacement: { ...taaza, productId: 'taaza', quantity: 2 },
        }}
        onChange={() => {}}
      />,
    );
    expect(await screen.findByText('₹30.00 प्रति pack')).toBeInTheDocument();
  });
});
