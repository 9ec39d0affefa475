import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
