import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { order } from '../../../test/fixtures';
import { serveReplies } from '../../../test/local-api';
import { renderWithApp } from '../../../test/render';
import { DeliverForm } from './deliver-form';

afterEach(() => vi.unstubAllGlobals());

describe('DeliverForm', () => {
  it('asks for 4 digits before calling the server', async () => {
    const calls = serveReplies();
    renderWithApp(<DeliverForm orderId="o1" />);
    await userEvent.type(screen.getByLabelText('Delivery code'), '12a');
    expect(screen.getByLabelText('Delivery code')).toHaveValue('12');
    await userEvent.click(screen.getByRole('button', { name: 'Deliver' }));
    expect(screen.getByText('Enter the 4-digit code from the customer.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says plainly when the code is wrong, with the attempts left from the server', async () => {
    const calls = serveReplies({
      status: 422,
      body: { success: false, message: 'Wrong delivery code. 4 attempts left.' },
    });
    renderWithApp(<DeliverForm orderId="o1" />);
    await userEvent.type(screen.getByLabelText('Delivery code'), '0000');
    await userEvent.click(screen.getByRole('button', { name: 'Deliver' }));
    expect(await screen.findByText(/That code is wrong\. .*4 attempts left\./)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { otp: '0000' } });
    expect(screen.getByLabelText('Delivery code')).toHaveValue('');
  });

  it('delivers with the right code', async () => {
    const calls = serveReplies({
      status: 200,
      body: { success: true, data: { order: order({ status: 'delivered' }) } },
    });
    renderWithApp(<DeliverForm orderId="o1" />);
    await userEvent.type(screen.getByLabelText('Delivery code'), '4821{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', body: { otp: '4821', payment: { method: 'cash' } } });
    expect(calls[0]!.url).toContain('/api/shopper/orders/o1/deliver');
    expect(screen.queryByText(/That code is wrong/)).toBeNull();
  });

  it('records a UPI payment with the transaction number the customer shows (issue 28)', async () => {
    const calls = serveReplies({
      status: 200,
      body: { success: true, data: { order: order({ status: 'delivered' }) } },
    });
    renderWithApp(<DeliverForm orderId="o1" />);
    await userEvent.click(screen.getByRole('radio', { name: 'UPI' }));
    await userEvent.type(screen.getByLabelText('UPI transaction number (optional)'), '4123 4567-8901');
    await userEvent.type(screen.getByLabelText('Delivery code'), '4821{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      body: { otp: '4821', payment: { method: 'upi', reference: '412345678901' } },
    });
  });
});
