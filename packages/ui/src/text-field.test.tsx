import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is labelled and describes itself with its hint and error', () => {
    render(<TextField label="Amount" hint="In rupees" error="Enter the bill amount" defaultValue="" />);
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('In rupees Enter the bill amount');
  });

  it('is valid and undescribed without hint or error', () => {
    render(<TextField label="Code" />);
    const input = screen.getByLabelText('Code');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('holds a control inside its right edge without taking the label', () => {
    render(<TextField label="Password" type="password" trailing={<button type="button">Show</button>} />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show' })).toBeInTheDocument();
  });
});
