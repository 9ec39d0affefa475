import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast, TOAST_DURATION_MS, useToastStore } from './toast-store';
import { Toaster } from './toaster';

let go: (path: string) => unknown = () => undefined;
function Page() {
  go = useNavigate();
  return <Toaster />;
}
const renderToaster = () =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/'] })}
    />,
  );

describe('Toaster', () => {
  afterEach(() => {
    vi.useRealTimers();
    useToastStore.setState({ toasts: [] });
  });

  it('announces a toast politely and removes it after 3 seconds', () => {
    vi.useFakeTimers();
    const { container } = renderToaster();
    expect(container.firstChild).toHaveAttribute('aria-live', 'polite');
    act(() => void showToast('Milk added to cart'));
    expect(screen.getByRole('status')).toHaveTextContent('Milk added to cart');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText('Milk added to cart')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Milk added to cart')).toBeNull();
    expect(TOAST_DURATION_MS).toBe(3000);
  });

  // Issue 13: toasts no longer stack three deep.
  it('shows one toast at a time (the newest) and can be dismissed', async () => {
    renderToaster();
    act(() => {
      for (const n of [1, 2, 3, 4]) showToast(`Toast ${n}`, n === 4 ? 'error' : 'success');
    });
    expect(screen.getAllByRole('status').map((t) => t.textContent?.replace('×', ''))).toEqual(['Toast 4']);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Toast 4')).toBeNull();
  });

  it('is not carried to the next page', async () => {
    renderToaster();
    act(() => void showToast('Milk added to cart'));
    expect(screen.getByText('Milk added to cart')).toBeInTheDocument();
    await act(async () => {
      await go('/cart');
    });
    expect(screen.queryByText('Milk added to cart')).toBeNull();
  });
});
