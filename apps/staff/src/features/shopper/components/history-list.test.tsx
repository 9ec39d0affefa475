import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveBy } from '../../../test/local-api';
import { renderWithApp } from '../../../test/render';
import { HistoryList } from './history-list';

const history = (tips: number, days: object[] = []) => ({
  status: 200,
  body: {
    success: true,
    data: {
      orders: [],
      total: 0,
      page: 1,
      limit: 20,
      summary: { delivered: 2, cancelled: 0, deliveredValue: 500, tips, days },
    },
  },
});

describe("the staff's totals (issue 43)", () => {
  it('carry their share of the tips', async () => {
    serveBy(() => ({
      ...history(15.5),
      body: {
        ...history(15.5).body,
        data: {
          ...history(15.5).body.data,
          total: 1,
          orders: [
            {
              _id: 'o1',
              orderNumber: 'JH-1',
              shopId: { _id: 's1', name: 'Apna Bazaar' },
              total: 250,
              status: 'delivered',
              updatedAt: '2026-11-29T01:00:00.000Z',
            },
          ],
        },
      },
    }));
    renderWithApp(<HistoryList />);
    expect(await screen.findByText(/2 delivered/)).toHaveTextContent(
      '2 delivered (₹500.00) · 0 cancelled · tips ₹15.50',
    );
  });

  it('carry per day the bills, the tips, and the money taken online and at the door', async () => {
    const day = {
      day: '2026-11-28',
      delivered: 2,
      deliveredValue: 575,
      tips: 20,
      online: 240,
      cash: 285.5,
      upi: 0,
    };
    const answer = history(20, [day]);
    serveBy(() => ({
      ...answer,
      body: {
        ...answer.body,
        data: {
          ...answer.body.data,
          total: 1,
          orders: [
            {
              _id: 'o1',
              orderNumber: 'JH-1',
              shopId: { _id: 's1', name: 'Apna Bazaar' },
              total: 250,
              status: 'delivered',
              updatedAt: '2026-11-28T10:00:00.000Z',
            },
          ],
        },
      },
    }));
    renderWithApp(<HistoryList />);
    const days = await screen.findByTestId('staff-days');
    expect(days).toHaveTextContent('2 delivered (₹575.00) · tips ₹20.00');
    expect(days).toHaveTextContent('Online ₹240.00 · cash ₹285.50 · UPI ₹0.00');
    expect(screen.getByRole('heading', { name: 'By day' })).toBeVisible();
  });
});
