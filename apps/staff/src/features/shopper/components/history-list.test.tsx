import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveBy } from '../../../test/local-api';
import { renderWithApp } from '../../../test/render';
import { HistoryList } from './history-list';

const history = (tips: number) => ({
  status: 200,
  body: {
    success: true,
    data: {
      orders: [],
      total: 0,
      page: 1,
      limit: 20,
      summary: { delivered: 2, cancelled: 0, deliveredValue: 500, tips },
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
});
