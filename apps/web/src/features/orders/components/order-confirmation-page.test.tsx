import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderKeys } from '../api/order-keys';
import { formatTime } from '../lib/format-order';
import { orderFixture } from '../test/order-fixture';
import { renderScreen, testQueryClient } from '../test/render';
import { OrderConfirmationPage } from './order-confirmation-page';

describe('the order confirmation (issue 47)', () => {
  it('says when the order should arrive', async () => {
    const at = new Date(Date.now() + 35 * 60_000).toISOString();
    const order = orderFixture({ estimatedDeliveryTime: at, etaMinutes: 35 });
    const queryClient = testQueryClient();
    queryClient.setQueryData(orderKeys.detail(order._id), order);
    renderScreen(<OrderConfirmationPage orderId={order._id} />, { queryClient });
    expect(await screen.findByText('Delivery')).toBeInTheDocument();
    expect(screen.getByText('Delivery').nextElementSibling).toHaveTextContent(
      `Estimated delivery by ${formatTime(at)}`,
    );
  });
});

describe('a booked order (issue 45)', () => {
  it('promises its slot, not a time worked out from the steps', async () => {
    const start = new Date(Date.now() + 20 * 3_600_000);
    start.setUTCMinutes(30, 0, 0);
    const end = new Date(start.getTime() + 3_600_000);
    const order = orderFixture({
      estimatedDeliveryTime: end.toISOString(),
      etaMinutes: 35,
      slot: { start: start.toISOString(), end: end.toISOString() },
    });
    const queryClient = testQueryClient();
    queryClient.setQueryData(orderKeys.detail(order._id), order);
    renderScreen(<OrderConfirmationPage orderId={order._id} />, { queryClient });
    const eta = await screen.findByTestId('confirmation-eta');
    expect(eta).toHaveTextContent(`${formatTime(start)}–${formatTime(end)}`);
    expect(eta).toHaveTextContent(/^Delivery slot:/);
    expect(eta).not.toHaveTextContent('Estimated delivery by');
  });
});
