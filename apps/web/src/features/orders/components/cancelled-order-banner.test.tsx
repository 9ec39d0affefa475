import { cancelledPaymentText, cancelledReasonText } from '@jhola/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useCancellationBanner } from '../lib/cancellation-store';
import { orderFixture } from '../test/order-fixture';
import { renderScreen } from '../test/render';
import { CancelledOrderBanner } from './cancelled-order-banner';

afterEach(() => useCancellationBanner.getState().dismiss());

function showFor(order: ReturnType<typeof orderFixture>, reason?: string) {
  act(() =>
    useCancellationBanner.getState().show({
      orderId: order._id,
      orderNumber: order.orderNumber,
      reasonText: cancelledReasonText({ ...order, reason }),
      paymentText: cancelledPaymentText(order),
    }),
  );
}

describe('CancelledOrderBanner', () => {
  it('stays hidden until a cancellation arrives, then shows the reason and can be dismissed', async () => {
    renderScreen(<CancelledOrderBanner />);
    expect(screen.queryByRole('alert')).toBeNull();
    showFor(orderFixture({ status: 'cancelled', cancelledBy: 'shopper' }), 'Shop is closed today');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Order #JH-240110-0042 was cancelled');
    expect(banner).toHaveTextContent('Reason: Shopper cancelled: Shop is closed today');
    // A cash order: no refund sentence.
    expect(banner).toHaveTextContent('nothing is due');
    expect(banner).not.toHaveTextContent(/refund/i);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("uses the precedence: an admin cancellation names the admin, then the admin's reason", async () => {
    renderScreen(<CancelledOrderBanner />);
    showFor(
      orderFixture({
        status: 'cancelled',
        cancelledBy: 'admin',
        cancellationReason: 'Shop closed for stock-taking',
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Reason: Order cancelled by admin: Shop closed for stock-taking',
    );
  });
});
