import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerCountdown } from './answer-countdown';

const start = Date.parse('2026-11-23T10:00:00.000Z');
const deadline = new Date(start + (9 * 60 + 5) * 1000).toISOString();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
});
afterEach(() => vi.useRealTimers());

const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('AnswerCountdown (PRODUCT.md §12)', () => {
  it('counts down every second, per the customer’s choice', () => {
    render(<AnswerCountdown deadline={deadline} ifNoAnswer="approve" kind="revision" />);
    expect(screen.getByRole('timer')).toHaveTextContent(
      'Answer within 9:05 or the changes are approved automatically',
    );
    tick(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('Answer within 9:04');
  });

  it('says the order is cancelled when that was chosen, and the bill rule for a bill', () => {
    const { unmount } = render(<AnswerCountdown deadline={deadline} ifNoAnswer="cancel" kind="revision" />);
    expect(screen.getByRole('timer')).toHaveTextContent('Answer within 9:05 or the order is cancelled');
    unmount();
    render(<AnswerCountdown deadline={deadline} ifNoAnswer="cancel" kind="bill" />);
    expect(screen.getByRole('timer')).toHaveTextContent('or the bill is approved automatically');
  });

  it('tells screen readers at most once a minute, and says when time is up', () => {
    render(<AnswerCountdown deadline={deadline} ifNoAnswer="approve" kind="revision" />);
    const live = screen.getByRole('status');
    expect(screen.getByRole('timer')).toHaveAttribute('aria-live', 'off');
    expect(live).toHaveTextContent('10 minutes left to answer, or the changes are approved automatically.');
    // Over three minutes of ticking, the spoken text changes only when the whole minutes change.
    const changedAt: number[] = [];
    let last = live.textContent;
    for (let second = 1; second <= 180; second += 1) {
      tick(1000);
      if (live.textContent !== last) changedAt.push(second);
      last = live.textContent;
    }
    expect(changedAt).toEqual([5, 65, 125]);
    expect(live).toHaveTextContent('7 minutes left to answer');
    tick(10 * 60 * 1000);
    expect(screen.getByRole('timer')).toHaveTextContent("Time's up: the changes are being approved.");
  });

  it('shows nothing without a deadline', () => {
    const { container } = render(<AnswerCountdown deadline={null} ifNoAnswer="approve" kind="revision" />);
    expect(container).toBeEmptyDOMElement();
  });
});
