import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { order } from '../../../test/fixtures';
import { StepPanel } from './step-panel';

/** PRODUCT.md §13: the shopper waiting for an answer sees how long the customer has, and what follows. */
const start = Date.parse('2026-11-23T10:00:00.000Z');
const deadline = new Date(start + (4 * 60 + 5) * 1000).toISOString();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
});
afterEach(() => vi.useRealTimers());

const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe("the shopper's wait for the customer's answer", () => {
  it('counts the time left down each second, then says what the server is doing', () => {
    render(<StepPanel order={order({ status: 'shopper_revised_order', answerDeadline: deadline })} />);
    expect(screen.getByRole('heading', { name: 'Changes sent to the customer' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(
      'The customer has 4:05 to answer; then the changes are approved automatically.',
    );
    expect(screen.getByRole('timer')).toHaveAttribute('aria-live', 'off');
    expect(screen.getByRole('status')).toHaveTextContent('5 minutes left for the customer');
    tick(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('The customer has 4:04 to answer');
    tick(5 * 60 * 1000);
    expect(screen.getByRole('timer')).toHaveTextContent("Time's up: the changes are being approved.");
  });

  it("follows the customer's checkout choice, and the bill rule for a bill", () => {
    const { unmount } = render(
      <StepPanel
        order={order({ status: 'shopper_revised_order', answerDeadline: deadline, ifNoAnswer: 'cancel' })}
      />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('then the order is cancelled.');
    unmount();
    render(
      <StepPanel
        order={order({ status: 'bill_uploaded', answerDeadline: deadline, ifNoAnswer: 'cancel' })}
      />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('then the bill is approved automatically.');
  });

  it('shows no countdown when nothing is timed (a bill that differs from the approved items)', () => {
    render(<StepPanel order={order({ status: 'bill_uploaded', answerDeadline: null })} />);
    expect(screen.getByText('Waiting for the customer to approve the bill.')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
