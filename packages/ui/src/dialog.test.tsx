import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('shows its title and content only while open, named by its title', () => {
    const { rerender } = render(
      <Dialog open={false} title="Cancel order" onClose={() => {}}>
        <p>Why?</p>
      </Dialog>,
    );
    expect(screen.queryByText('Why?')).toBeNull();
    rerender(
      <Dialog open title="Cancel order" onClose={() => {}}>
        <p>Why?</p>
      </Dialog>,
    );
    expect(screen.getByText('Why?')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Cancel order' })).toBeInTheDocument();
  });

  it('closes by its close button and by Escape (the cancel event)', async () => {
    const onClose = vi.fn();
    render(
      <Dialog open title="Deliver" onClose={onClose}>
        <p>Code</p>
      </Dialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('Dialog, wide', () => {
  it('scrolls its body under the title bar and gives focus back when removed while open', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            View bill
          </button>
          {open ? (
            <Dialog open size="wide" title="Bill" onClose={() => setOpen(false)}>
              <p>Items</p>
            </Dialog>
          ) : null}
        </>
      );
    }
    render(<Page />);
    await userEvent.click(screen.getByRole('button', { name: 'View bill' }));
    const dialog = screen.getByRole('dialog', { name: 'Bill' });
    expect(screen.getByText('Items').parentElement).toHaveClass('overflow-y-auto');
    expect(dialog).toHaveClass('max-w-lg');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'View bill' })).toHaveFocus();
  });
});
