import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { order } from '../../../test/fixtures';
import { serveBy, serveReplies } from '../../../test/local-api';
import { renderWithApp } from '../../../test/render';
import { PickingChecklist } from './picking-checklist';

afterEach(() => vi.unstubAllGlobals());

const row = (name: string) => screen.getByRole('listitem', { name });

// Many taps each: a loaded machine needs more than the default 5 s (not a speed check).
describe('PickingChecklist', () => {
  it('finishes shopping straight away when everything was found', async () => {
    const calls = serveReplies({
      status: 200,
      body: { success: true, data: { order: order({ status: 'final_shopping' }) } },
    });
    renderWithApp(<PickingChecklist order={order()} />);
    const finish = screen.getByRole('button', { name: 'Finish shopping' });
    expect(finish).toBeDisabled();
    expect(screen.getByText('3 items left to check')).toBeInTheDocument();
    for (const name of ['Rice', 'Dal', 'Oil'])
      await userEvent.click(within(row(name)).getByRole('button', { name: 'Found' }));
    await userEvent.click(finish);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { status: 'final_shopping' } });
    expect(calls[0]!.url).toContain('/api/shopper/orders/o1/status');
  });

  it('sends only the missing and the changed items, with the note', async () => {
    const calls = serveReplies({
      status: 200,
      body: { success: true, data: { order: order({ status: 'shopper_revised_order' }) } },
    });
    renderWithApp(<PickingChecklist order={order()} />);
    await userEvent.click(within(row('Rice')).getByRole('button', { name: 'Not available' }));
    await userEvent.type(
      within(row('Rice')).getByLabelText('Note for the customer (optional)'),
      'None today',
    );
    await userEvent.click(within(row('Dal')).getByRole('button', { name: 'Changed' }));
    const price = within(row('Dal')).getByLabelText('Price (₹)');
    await userEvent.clear(price);
    await userEvent.type(price, '120');
    await userEvent.click(within(row('Oil')).getByRole('button', { name: 'Found' }));
    expect(screen.queryByRole('button', { name: 'Finish shopping' })).toBeNull();
    // A missing "Best match" item waits for its replacement to be decided.
    expect(screen.getByRole('button', { name: 'Review changes' })).toBeDisabled();
    expect(screen.getByText('Choose a replacement or none: Rice')).toBeInTheDocument();
    await userEvent.click(within(row('Rice')).getByRole('button', { name: 'No replacement' }));
    await userEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send to customer' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: {
        items: [
          { productId: 'rice', isAvailable: false, shopperNotes: 'None today' },
          { productId: 'dal', isAvailable: true, revisedQuantity: 1, revisedPrice: 120, shopperNotes: '' },
        ],
      },
    });
    const sent = calls[0]!.body as { items: Record<string, unknown>[] };
    expect(sent.items[0]).not.toHaveProperty('revisedQuantity');
    expect(sent.items[0]).not.toHaveProperty('revisedPrice');
  });

  it('will not send a changed quantity of 0 and says why', async () => {
    serveReplies();
    renderWithApp(<PickingChecklist order={order({ items: [order().items[0]!] })} />);
    await userEvent.click(within(row('Rice')).getByRole('button', { name: 'Changed' }));
    await userEvent.clear(within(row('Rice')).getByLabelText('Quantity found'));
    await userEvent.type(within(row('Rice')).getByLabelText('Quantity found'), '0');
    expect(screen.getByRole('alert')).toHaveTextContent('Quantity must be a whole number from 1 to 999');
    expect(screen.getByRole('button', { name: 'Review changes' })).toBeDisabled();
  });
});

// Issue 29: items with their stable ids are ticked on the server as it happens, and come back after a reload.
describe('PickingChecklist ticks saved on the server', () => {
  const withIds = () => {
    const o = order();
    return {
      ...o,
      items: o.items.map((i, n) => ({ ...i, itemId: `i${n + 1}` })),
    };
  };

  it('saves each tick once as it happens, and asks about an item from its row', async () => {
    const calls = serveBy(() => ({ status: 200, body: { success: true, data: { order: withIds() } } }));
    renderWithApp(<PickingChecklist order={withIds()} />);
    await userEvent.click(within(row('Rice')).getByRole('button', { name: 'Found' }));
    await userEvent.click(within(row('Dal')).getByRole('button', { name: 'Not available' }));
    await userEvent.type(within(row('Dal')).getByLabelText('Note for the customer (optional)'), 'No');
    const saves = () => calls.filter((c) => c.url.endsWith('/api/shopper/orders/o1/picks'));
    await waitFor(() =>
      expect(saves().map((c) => [c.method, c.body])).toEqual([
        ['PUT', { items: [{ itemId: 'i1', state: 'found' }] }],
        ['PUT', { items: [{ itemId: 'i2', state: 'not_available' }] }],
      ]),
    );

    await userEvent.click(within(row('Oil')).getByRole('button', { name: 'Ask about this item' }));
    await userEvent.click(within(row('Oil')).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/api/orders/o1/messages'))?.body).toEqual({
        text: 'About Oil: the shop has this. Is it OK?',
      }),
    );
  });

  it('starts from the saved ticks after a reload', () => {
    serveBy(() => ({ status: 200, body: { success: true, data: {} } }));
    const o = withIds();
    const saved = { quantity: null, price: null, pickedAt: '2026-11-22T10:05:00.000Z' };
    o.items[0] = { ...o.items[0]!, pick: { ...saved, state: 'found' } };
    o.items[1] = { ...o.items[1]!, pick: { ...saved, state: 'changed', quantity: 3, price: 90 } };
    renderWithApp(<PickingChecklist order={o} />);
    expect(screen.getByText('1 item left to check')).toBeInTheDocument();
    expect(within(row('Dal')).getByLabelText('Price (₹)')).toHaveValue(90);
  });
});

// Issue 29: an item the app does not list is priced in the checklist and sent by its itemId.
describe('PickingChecklist with an item the customer named', () => {
  const withNamed = () => {
    const o = order({ items: [order().items[0]!] });
    return {
      ...o,
      items: [
        { ...o.items[0]!, itemId: 'i1' },
        {
          ...o.items[0]!,
          itemId: 'i9',
          productId: null,
          isCustom: true,
          name: 'Marigold flowers',
          unit: '',
          price: null,
          quantity: 2,
          notes: 'Yellow',
          replacement: { mode: 'none' as const, productId: null, product: null },
        },
      ],
    };
  };

  it('asks for a price, then sends it with the item id', async () => {
    const calls = serveBy(() => ({ status: 200, body: { success: true, data: { order: withNamed() } } }));
    renderWithApp(<PickingChecklist order={withNamed()} />);
    const named = row('Marigold flowers');
    expect(named).toHaveTextContent('2 asked for');
    expect(named).toHaveTextContent('Not in the app: the customer asked for it.');
    expect(within(named).queryByRole('button', { name: 'Found' })).toBeNull();
    await userEvent.click(within(row('Rice')).getByRole('button', { name: 'Found' }));
    await userEvent.click(within(named).getByRole('button', { name: 'Price it' }));
    expect(within(named).getByRole('alert')).toHaveTextContent('Enter a price above 0');
    expect(screen.getByRole('button', { name: 'Review changes' })).toBeDisabled();
    await userEvent.type(within(named).getByLabelText('Price per unit (₹)'), '25.5');
    await userEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(screen.getByRole('list', { name: 'Changes' })).toHaveTextContent('Priced: 2 × ₹25.50');
    await userEvent.click(screen.getByRole('button', { name: 'Send to customer' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/api/shopper/orders/o1/revise'))?.body).toEqual({
        items: [
          { itemId: 'i9', isAvailable: true, revisedQuantity: 2, revisedPrice: 25.5, shopperNotes: '' },
        ],
      }),
    );
  });
});
