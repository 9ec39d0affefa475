import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReasonDialog } from './reason-dialog';

const props = {
  open: true,
  title: 'Cancel this order?',
  label: 'Reason',
  confirmLabel: 'Cancel order',
  busyLabel: 'Cancelling...',
  requiredMessage: 'A reason is required',
};

describe('ReasonDialog', () => {
  it('refuses an empty reason, then confirms the trimmed one and closes', async () => {
    const onConfirm = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    render(<ReasonDialog {...props} onClose={onClose} onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.getByText('A reason is required')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Reason'), '  Shop closed  {Enter}');
    expect(onConfirm).toHaveBeenCalledWith('Shop closed');
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a failure inside the dialog and stays open', async () => {
    const onClose = vi.fn();
    render(
      <ReasonDialog
        {...props}
        onClose={onClose}
        onConfirm={() => Promise.reject(new Error('Already delivered'))}
      />,
    );
    await userEvent.type(screen.getByLabelText('Reason'), 'Late{Enter}');
    expect(await screen.findByText('Already delivered')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
