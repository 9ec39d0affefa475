import { useLanguageStore } from '@jhola/ui';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadHindiInTests } from '../../../test/languages';
import { type StandInReply, serveBy } from '../../../test/local-api';
import { renderWithApp } from '../../../test/render';
import { MerchantRulesForm } from './merchant-rules-form';

const ok = (data: unknown): StandInReply => ({ status: 200, body: { success: true, data } });
const RULES = { capAtMrp: true, maxChangePercent: null, reportsToHide: 2 };

beforeAll(() => loadHindiInTests());
afterEach(async () => {
  await useLanguageStore.getState().setLanguage('en');
});

/** Issue 46: the admin sets the rules shop owners work under. */
describe('rules for shop owners', () => {
  it('shows the rules and saves all three', async () => {
    const calls = serveBy(({ method, body }) => ok({ rules: method === 'PUT' ? body : RULES }));
    renderWithApp(<MerchantRulesForm />);
    const cap = await screen.findByLabelText("An owner's price may not be above the MRP");
    expect(cap).toBeChecked();
    const percent = screen.getByLabelText('Largest price change at once (%)');
    expect(percent).toHaveValue('');
    await userEvent.type(percent, '25');
    const reports = screen.getByLabelText("Shoppers' reports in a day that hide a product");
    await userEvent.clear(reports);
    await userEvent.type(reports, '3');
    await userEvent.click(cap);
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved.');
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      body: { capAtMrp: false, maxChangePercent: 25, reportsToHide: 3 },
    });
  });

  it('refuses a number out of range before sending, and shows the server’s refusal', async () => {
    const calls = serveBy(({ method }) =>
      method === 'PUT'
        ? {
            status: 422,
            body: {
              success: false,
              message: 'Validation failed',
              errors: [{ field: 'reportsToHide', message: 'Number must be at most 20' }],
            },
          }
        : ok({ rules: RULES }),
    );
    renderWithApp(<MerchantRulesForm />);
    const reports = await screen.findByLabelText("Shoppers' reports in a day that hide a product");
    await userEvent.clear(reports);
    await userEvent.type(reports, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The reports that hide a product are a whole number from 1 to 20',
    );
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await userEvent.clear(reports);
    await userEvent.type(reports, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Number must be at most 20')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reads Hindi, and offers a retry when the rules cannot be loaded', async () => {
    serveBy(() => ok({ rules: RULES }));
    await useLanguageStore.getState().setLanguage('hi');
    const { unmount } = renderWithApp(<MerchantRulesForm />);
    expect(await screen.findByRole('button', { name: 'नियम सहेजें' })).toBeInTheDocument();
    unmount();
    await useLanguageStore.getState().setLanguage('en');
    serveBy(() => ({ status: 500, body: { success: false, message: 'Server error' } }));
    renderWithApp(<MerchantRulesForm />);
    expect(await screen.findByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
  });
});
