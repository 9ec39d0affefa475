import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FlashMessage } from './flash-message';

const MESSAGE = 'Revised order approved! Your shopper will proceed with final shopping.';

function renderAt(moment: string) {
  const router = createMemoryRouter([{ path: '/orders/:id', element: <FlashMessage moment={moment} /> }], {
    initialEntries: [{ pathname: '/orders/o1', state: { message: MESSAGE } }],
  });
  const utils = render(<RouterProvider router={router} />);
  return { ...utils, router };
}

describe('FlashMessage (issue 13: one-shot)', () => {
  it('shows the handed-over message once and takes it out of the history entry', async () => {
    const { router } = renderAt('customer_approved_revision');
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    // The history entry no longer holds it, so a reload or Back cannot bring it back.
    await expect.poll(() => router.state.location.state).toBeNull();
    expect(screen.getByText(MESSAGE)).toBeInTheDocument();
  });

  it('is gone as soon as the order moves on', async () => {
    function OrderPage() {
      const [status, setStatus] = useState('customer_approved_revision');
      return (
        <>
          <FlashMessage moment={status} />
          <button type="button" onClick={() => setStatus('final_shopping')}>
            next status
          </button>
        </>
      );
    }
    const router = createMemoryRouter([{ path: '/orders/:id', element: <OrderPage /> }], {
      initialEntries: [{ pathname: '/orders/o1', state: { message: MESSAGE } }],
    });
    render(<RouterProvider router={router} />);
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'next status' }));
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });
});
