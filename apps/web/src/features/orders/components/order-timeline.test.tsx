import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderTimeline } from './order-timeline';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 3, minute)).toISOString();

describe('the order timeline', () => {
  it("reads an entry within a step (dispatch's offer) by its note, and a new step by its name (issue 45)", () => {
    render(
      <OrderTimeline
        timeline={[
          { status: 'pending_shopper', timestamp: at(0), note: 'Order placed', updatedBy: null },
          {
            status: 'pending_shopper',
            timestamp: at(1),
            note: 'Offered to a shopper on duty',
            updatedBy: null,
          },
          {
            status: 'accepted_by_shopper',
            timestamp: at(2),
            note: 'Assigned to a shopper: Ravi',
            updatedBy: { role: 'shopper', name: 'Ravi' },
          },
        ]}
      />,
    );
    const [placed, offered, assigned] = screen.getAllByRole('listitem');
    // A step's first entry: its name, then its note.
    expect(placed!.querySelectorAll('p')).toHaveLength(3);
    expect(offered!.querySelector('p')).toHaveTextContent('Offered to a shopper on duty');
    expect(within(offered!).getAllByText('Offered to a shopper on duty')).toHaveLength(1);
    expect(within(assigned!).getByText('Assigned to a shopper: Ravi')).toBeInTheDocument();
    expect(assigned!.querySelector('p')).not.toHaveTextContent('Assigned to a shopper: Ravi');
  });
});
