import { Toaster } from '@jhola/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CancelOrderButton } from './cancel-order-button';

describe('CancelOrderButton', () => {
  it('asks for the reason, sends it, and says the order is cancelled', async () => {
    const cancel = vi.fn().mockResolvedValue(undefined);
    render(
      <>
        <CancelOrderButton variant="danger" cancel={cancel} />
        <Toaster />
      </>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.type(screen.getByLabelText('Reason (the customer reads it)'), 'Shop closed{Enter}');
    expect(cancel).toHaveBeenCalledWith('Shop closed');
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(dialog).not.toHaveAttribute('open');
  });
});
