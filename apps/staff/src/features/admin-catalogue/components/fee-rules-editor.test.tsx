import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveBy } from '../../../test/local-api';
import { renderWithApp } from '../../../test/render';
import { FeeRulesEditor } from './fee-rules-editor';

const flat = {
  shopId: 's1',
  custom: false,
  rules: {
    deliveryBands: [{ upToKm: 50, fee: 30 }],
    minimumOrder: 0,
    smallCart: null,
    freeDeliveryAbove: null,
  },
};

describe("a shop's fees (issue 45)", () => {
  it('turns a flat fee into bands with free delivery, a minimum and a small-cart fee', async () => {
    const calls = serveBy((call) =>
      call.method === 'PUT'
        ? { status: 200, body: { success: true, data: { shopId: 's1', custom: true, rules: call.body } } }
        : { status: 200, body: { success: true, data: flat } },
    );
    renderWithApp(<FeeRulesEditor shopId="s1" />);
    const user = userEvent.setup();
    const firstKm = await screen.findByLabelText('Band 1: up to km');
    await user.clear(firstKm);
    await user.type(firstKm, '2');
    await user.clear(screen.getByLabelText('Band 1: fee (₹)'));
    await user.type(screen.getByLabelText('Band 1: fee (₹)'), '20');
    await user.click(screen.getByRole('button', { name: 'Add a band' }));
    await user.type(screen.getByLabelText('Band 2: up to km'), '5');
    await user.type(screen.getByLabelText('Band 2: fee (₹)'), '35');
    await user.type(screen.getByLabelText(/Free delivery from/), '499');
    await user.type(screen.getByLabelText(/Minimum order/), '99');
    await user.type(screen.getByLabelText(/Small cart fee below/), '199');
    await user.type(screen.getByLabelText('Small cart fee (₹)'), '15');
    await user.click(screen.getByRole('button', { name: 'Save fees' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      deliveryBands: [
        { upToKm: 2, fee: 20 },
        { upToKm: 5, fee: 35 },
      ],
      minimumOrder: 99,
      smallCart: { below: 199, fee: 15 },
      freeDeliveryAbove: 499,
    });
  });

  it("shows the server's reason when it refuses the rules", async () => {
    serveBy((call) =>
      call.method === 'PUT'
        ? {
            status: 422,
            body: {
              success: false,
              message: 'Validation failed. Please check your input.',
              errors: [
                { field: 'deliveryBands', message: 'Each band must reach further than the one before' },
              ],
            },
          }
        : { status: 200, body: { success: true, data: flat } },
    );
    renderWithApp(<FeeRulesEditor shopId="s1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save fees' }));
    expect(await screen.findByText('Each band must reach further than the one before')).toBeInTheDocument();
  });
});
