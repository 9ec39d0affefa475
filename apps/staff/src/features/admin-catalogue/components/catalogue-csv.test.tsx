import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StandInReply, serveBy } from '../../../test/local-api';
import { renderWithApp } from '../../../test/render';
import { CatalogueCsv } from './catalogue-csv';

afterEach(() => {
  vi.restoreAllMocks();
});
const csvFile = (text: string) => new File([text], 'apna.csv', { type: 'text/csv' });
const result = (errors: { line: number; field: string; message: string }[]): StandInReply => ({
  status: 200,
  body: {
    success: true,
    data: { created: errors.length ? 0 : 1, updated: 0, unchanged: 0, errors, dryRun: true },
  },
});

describe('the catalogue spreadsheet (issue 47)', () => {
  it('checks the same file again once it is fixed: the old mistakes go', async () => {
    let reply = result([{ line: 2, field: 'unit', message: 'Unit must be one of kg' }]);
    const calls = serveBy(() => reply);
    renderWithApp(<CatalogueCsv shopId="s1" shopName="Apna Bazaar" />);
    const input = screen.getByLabelText('Import a CSV file');
    await userEvent.upload(input, csvFile('sku,name,price\nA,Dhaniya,bunch'));
    expect(await screen.findByText(/Unit must be one of kg/)).toBeInTheDocument();
    // The choice is emptied, so the browser reports the same file chosen again.
    expect(input).toHaveValue('');
    expect(screen.getByText('Chosen: apna.csv')).toBeInTheDocument();

    reply = result([]);
    await userEvent.upload(input, csvFile('sku,name,price\nA,Dhaniya,10'));
    expect(await screen.findByText(/1 new/)).toBeInTheDocument();
    expect(screen.queryByText(/Unit must be one of kg/)).toBeNull();
    expect(calls.map((call) => [call.headers['content-type'], call.body])).toEqual([
      ['text/csv; charset=utf-8', 'sku,name,price\nA,Dhaniya,bunch'],
      ['text/csv; charset=utf-8', 'sku,name,price\nA,Dhaniya,10'],
    ]);
  });

  it("names the download after the shop and the day, not 'products.csv'", async () => {
    serveBy(() => ({ status: 200, body: 'sku,name\r\n' }));
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderWithApp(<CatalogueCsv shopId="s1" shopName="Apna Bazaar Kirana" />);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(names).toHaveLength(1));
    expect(names[0]).toMatch(/^apna-bazaar-kirana-products-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
