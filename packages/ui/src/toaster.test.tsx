import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast, TOAST_DURATION_MS, useToastStore } from './toast-store';
import { Toaster } from './toaster';

afterEach(() => {
  vi.useRealTimers();
  useToastStore.setState({ toasts: [] });
});

describe('Toaster', () => {
  it('announces a toast politely and lets it be dismissed', async () => {
    render(<Toaster />);
    act(() => {
      showToast('Order accepted');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Order accepted');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Order accepted')).toBeNull();
  });

  it('drops a toast after its time, an error after twice as long', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      showToast('Saved');
      showToast('Another shopper took this order', 'error');
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.getByText('Another shopper took this order')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS));
    expect(screen.queryByText('Another shopper took this order')).toBeNull();
  });

  it('keeps at most three at once', () => {
    render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4]) showToast(`Toast ${n}`);
    });
    expect(screen.queryByText('Toast 1')).toBeNull();
    expect(screen.getAllByRole('status')).toHaveLength(3);
  });
});
