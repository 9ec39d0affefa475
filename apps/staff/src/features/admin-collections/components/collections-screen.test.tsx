import { useLanguageStore } from '@jhola/ui';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadHindiInTests } from '../../../test/languages';
import { serveBy } from '../../../test/local-api';
import { renderWithApp } from '../../../test/render';
import { CollectionsScreen } from './collections-screen';

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
const nothing = { captured: 0, released: 0, refunded: 0, pending: 0, tips: 0 };
const ONLINE_DAY = {
  date: '2026-11-29',
  riders: [],
  totals: { cash: 0, upi: 0 },
  online: {
    orders: [
      {
        _id: 'o1',
        orderNumber: 'JH-1001',
        customer: { _id: 'c1', name: 'Asha Customer' },
        captured: 240,
        released: 52,
        refunded: 0,
        pending: 0,
        tips: 31,
        tipShares: [
          { role: 'shopper', _id: 'u1', name: 'Ravi Shopper', amount: 15.5 },
          { role: 'rider', _id: 'u2', name: 'Dev Delivery', amount: 15.5 },
        ],
      },
    ],
    totals: { captured: 240, released: 52, refunded: 0, pending: 0, tips: 31 },
  },
};

beforeAll(() => loadHindiInTests());
afterEach(async () => {
  await useLanguageStore.getState().setLanguage('en');
});

describe("the admin's collections with online money (issue 43)", () => {
  it("shows the day's online totals and each order's customer and tip shares", async () => {
    serveBy(() => ok(ONLINE_DAY));
    renderWithApp(<CollectionsScreen />);
    expect(await screen.findByText('Online payments and tips')).toBeInTheDocument();
    expect(screen.getByTestId('online-totals')).toHaveTextContent(/Captured ₹240.*released ₹52.*tips ₹31/);
    expect(screen.getByText(/JH-1001 · paid by Asha Customer/)).toBeInTheDocument();
    expect(screen.getByText(/Tip ₹15\.50 to Ravi Shopper \(shopper\)/)).toBeInTheDocument();
    expect(screen.getByText(/Tip ₹15\.50 to Dev Delivery \(delivery\)/)).toBeInTheDocument();
    expect(screen.getByText('Nobody collected anything at the door on this day.')).toBeInTheDocument();
  });

  it('reads in Hindi, and says so when nothing was collected at all', async () => {
    await useLanguageStore.getState().setLanguage('hi');
    serveBy(() => ok(ONLINE_DAY));
    const view = renderWithApp(<CollectionsScreen />);
    expect(await screen.findByText('ऑनलाइन भुगतान और टिप')).toBeInTheDocument();
    view.unmount();
    await useLanguageStore.getState().setLanguage('en');
    serveBy(() => ok({ ...ONLINE_DAY, online: { orders: [], totals: nothing } }));
    renderWithApp(<CollectionsScreen />);
    expect(await screen.findByText('Nobody collected anything on this day.')).toBeInTheDocument();
  });
});
