import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setHeaderSlot } from '../../../lib/header-slot';
import { orderKeys } from '../api/order-keys';
import { orderFixture } from '../test/order-fixture';
import { renderScreen, testQueryClient } from '../test/render';
import { AnswerBanner } from './answer-banner';

const inTen = () => new Date(Date.now() + 10 * 60 * 1000).toISOString();

function show(orders: ReturnType<typeof orderFixture>[], url = '/') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(orderKeys.customerList(), orders);
  return renderScreen(<AnswerBanner />, { queryClient, path: '*', url });
}

describe('AnswerBanner (PRODUCT.md §12)', () => {
  it('counts down on every screen while a revision waits, and leads to the review', () => {
    const order = orderFixture({
      status: 'shopper_revised_order',
      answerDeadline: inTen(),
      ifNoAnswer: 'cancel',
    });
    show([order]);
    const banner = screen.getByRole('region', { name: 'Waiting for your answer' });
    expect(banner).toHaveTextContent('Order #JH-240110-0042 was changed');
    expect(screen.getByRole('timer')).toHaveTextContent(
      /Answer within (10:00|9:5\d) or the order is cancelled/,
    );
    expect(screen.getByRole('link', { name: 'Review changes' })).toHaveAttribute(
      'href',
      `/revised-order/${order._id}`,
    );
  });

  it('is hidden on that order’s own screens and when nothing waits', () => {
    const order = orderFixture({ status: 'shopper_revised_order', answerDeadline: inTen() });
    const { unmount } = show([order], `/revised-order/${order._id}`);
    expect(screen.queryByTestId('answer-banner')).toBeNull();
    unmount();
    show([orderFixture({ status: 'shopping_in_progress' })]);
    expect(screen.queryByTestId('answer-banner')).toBeNull();
  });

  it('for a bill that approves itself, says so and leads to the order', () => {
    const order = orderFixture({ status: 'bill_uploaded', answerDeadline: inTen() });
    show([order]);
    expect(screen.getByRole('timer')).toHaveTextContent('or the bill is approved automatically');
    expect(screen.getByRole('link', { name: 'See bill and approve it' })).toHaveAttribute(
      'href',
      `/orders/${order._id}`,
    );
  });

  it('stands in the header’s live row when the header gives one (so it stays in view), and leaves it after', () => {
    const row = document.createElement('div');
    document.body.append(row);
    setHeaderSlot(row);
    try {
      const { unmount } = show([orderFixture({ status: 'bill_uploaded', answerDeadline: inTen() })]);
      expect(row).toContainElement(screen.getByRole('region', { name: 'Waiting for your answer' }));
      unmount();
      expect(row).toBeEmptyDOMElement();
    } finally {
      setHeaderSlot(null);
      row.remove();
    }
  });
});
