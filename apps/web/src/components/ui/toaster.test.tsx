import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast, TOAST_DURATION_MS, useToastStore } from './toast-store';
import { Toaster } from './toaster';

describe('Toaster', () => {
  afterEach(() => {
    vi.useRealTimers();
    useToastStore.setState({ toasts: [] });
  });

  it('announces a toast politely and removes it after 3 seconds', () => {
    vi.useFakeTimers();
    const { container } = render(<Toaster />);
    expect(container.firstChild).toHaveAttribute('aria-live', 'polite');
    act(() => void showToast('Milk added to cart'));
    expect(screen.getByRole('status')).toHaveTextContent('Milk added to cart');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText('Milk added to cart')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Milk added to cart')).toBeNull();
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  it('can be dismissed, and shows at most 3 at once', async () => {
    render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4]) showToast(`Toast ${n}`, n === 4 ? 'error' : 'success');
    });
    expect(screen.getAllByRole('status').map((t) => t.textContent?.replace('×', ''))).toEqual([
      'Toast 2',
      'Toast 3',
      'Toast 4',
    ]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Dismiss notification' })[0]!);
    expect(screen.queryByText('Toast 2')).toBeNull();
  });
});
