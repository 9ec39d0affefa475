import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button by default and reports clicks', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Accept order</Button>);
    const button = screen.getByRole('button', { name: 'Accept order' });
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('shows the busy label and ignores clicks while busy', async () => {
    const onClick = vi.fn();
    render(
      <Button busy busyLabel="Accepting..." onClick={onClick}>
        Accept order
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Accepting...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
