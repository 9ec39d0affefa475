import { useLanguageStore } from '@jhola/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadHindiInTests } from '../../../test/languages';
import { serveBy } from '../../../test/local-api';
import { renderWithApp } from '../../../test/render';
import { lastWeeks } from '../api/claim-figures';
import { ClaimFiguresPanel } from './claim-figures';

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
// The weeks the panel reads, whatever day the test runs: this week's Monday last.
const { mondays } = lastWeeks(8);
const thisWeek = mondays[7]!;
const row = (dimension: string, key: string, claims: number, claimed: number, period = thisWeek) => ({
  period,
  dimension,
  key,
  name: key,
  claims,
  items: claims,
  claimed,
  approved: claimed,
});
const FIGURES = {
  from: '2026-11-02',
  to: '2026-11-29',
  by: 'week',
  rule: '',
  rows: [
    row('shop', 's1', 3, 120),
    row('shopper', 'u1', 3, 120),
    row('reason', 'missing', 2, 90),
    row('reason', 'damaged', 1, 30),
    // Three weeks earlier: the same shop had one claim, for a missing item.
    row('shop', 's1', 1, 45, mondays[4]),
    row('reason', 'missing', 1, 45, mondays[4]),
  ],
  shoppers: [
    { id: 'u1', name: 'Ravi Shopper', deliveredOrders: 2, flaggedClaims: 2, rate: 1, standsOut: true },
    { id: 'u2', name: 'Second Shopper', deliveredOrders: 2, flaggedClaims: 0, rate: 0, standsOut: false },
  ],
  shops: [
    { id: 's1', name: 'Apna Bazaar', deliveredOrders: 4, flaggedClaims: 1, rate: 0.25, standsOut: false },
  ],
};

beforeAll(() => loadHindiInTests());
afterEach(async () => {
  await useLanguageStore.getState().setLanguage('en');
});

describe('the claim figures on the Problems page (issue 44)', () => {
  it('shows the claims per reason and the shopper whose missing items stand out, with the CSV to download', async () => {
    const calls = serveBy(() => ok(FIGURES));
    renderWithApp(<ClaimFiguresPanel />);
    expect(await screen.findByText(/Missing: 3 claims/)).toBeInTheDocument();
    expect(screen.getByText(/Damaged: 1 claim,/)).toBeInTheDocument();
    expect(screen.getByTestId('stand-outs-shopper')).toHaveTextContent('Ravi Shopper');
    expect(screen.queryByText(/Second Shopper/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('stand-outs-shop')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(calls[0]!.url).toMatch(
      /\/admin\/claims\/figures\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&by=week/,
    );
  });

  it('shows each shop, shopper and reason week by week over the last 8 weeks', async () => {
    serveBy(() => ok(FIGURES));
    renderWithApp(<ClaimFiguresPanel />);
    const table = await screen.findByRole('table', { name: /Week by week \(last 8 weeks/ });
    // A column per week and the total.
    expect(within(table).getAllByRole('columnheader')).toHaveLength(10);
    const shop = within(table).getByRole('row', { name: /^s1/ });
    expect(
      within(shop)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '0', '0', '1', '0', '0', '0', '0', '4']);
    await userEvent.click(screen.getByRole('button', { name: 'Reason' }));
    expect(screen.getByRole('button', { name: 'Reason' })).toHaveAttribute('aria-pressed', 'true');
    const missing = within(table).getByRole('row', { name: /^Missing/ });
    expect(within(missing).getAllByRole('cell').at(-1)).toHaveTextContent('3');
    expect(within(table).getByRole('row', { name: /^Damaged/ })).toBeInTheDocument();
  });

  it('says when there were no claims', async () => {
    serveBy(() => ok({ ...FIGURES, rows: [], shoppers: [], shops: [] }));
    renderWithApp(<ClaimFiguresPanel />);
    expect(await screen.findByText('No claims in the last 8 weeks.')).toBeInTheDocument();
  });

  it('offers a retry when the figures cannot be loaded', async () => {
    serveBy(() => ({ status: 500, body: { success: false, message: 'Server error' } }));
    renderWithApp(<ClaimFiguresPanel />);
    expect(await screen.findByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
  });

  it('reads Hindi', async () => {
    serveBy(() => ok(FIGURES));
    await useLanguageStore.getState().setLanguage('hi');
    renderWithApp(<ClaimFiguresPanel />);
    expect(await screen.findByText(/गायब: 3 शिकायतें/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'CSV डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /हफ़्ते-दर-हफ़्ता/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'शॉपर' })).toBeInTheDocument();
  });
});
