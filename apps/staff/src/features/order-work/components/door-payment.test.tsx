import type { OrderPaymentState } from '@jhola/domain';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { order } from '../../../test/fixtures';
import { serveBy } from '../../../test/local-api';
import { renderWithApp } from '../../../test/render';
import { DoorPayment } from './door-payment';

const state = (values: Partial<OrderPaymentState>): OrderPaymentState => ({
  method: 'cash',
  status: 'pending',
  held: 0,
  captured: 0,
  released: 0,
  refunded: 0,
  tips: 0,
  topUp: 0,
  due: 285.5,
  ...values,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the door's payment on the carrier's screen (issue 43)", () => {
  it("shows the gateway's UPI QR for exactly what is due, then Paid ✓ when the order says so", async () => {
    const calls = serveBy(() => ({
      status: 200,
      body: {
        success: true,
        data: { qr: { id: 'q1', amount: 285.5, upiUrl: 'upi://pay?pa=x@y&am=285.50', status: 'waiting' } },
      },
    }));
    const due = order({ status: 'out_for_delivery', paymentState: state({}) });
    const { unmount } = renderWithApp(<DoorPayment order={due} />);
    expect(screen.getByTestId('amount-due')).toHaveTextContent('Collect ₹285.50');
    expect(await screen.findByRole('img', { name: 'QR code to pay ₹285.50 by UPI' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: expect.stringContaining(`/shopper/orders/${due._id}/upi-qr`),
    });
    // The webhook marked it paid: the order's live event carries the new state.
    unmount();
    renderWithApp(<DoorPayment order={{ ...due, paymentState: state({ status: 'paid', due: 0 }) }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Paid ✓');
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });

  it('asks nothing of an order paid online', () => {
    const calls = serveBy(() => ({ status: 500, body: { success: false, message: 'not asked' } }));
    renderWithApp(
      <DoorPayment
        order={order({
          status: 'out_for_delivery',
          paymentState: state({ method: 'online', status: 'paid', due: 0 }),
        })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Paid online ✓');
    expect(calls).toHaveLength(0);
  });
});
