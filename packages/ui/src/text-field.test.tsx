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

  it('takes a fixed id, is marked invalid by a message elsewhere and announces its own error', () => {
    render(
      <>
        <p id="form-alert">Fill in the address</p>
        <TextField
          id="street"
          label={
            <>
              Street<span aria-hidden="true"> *</span>
            </>
          }
          invalid
          describedBy="form-alert"
        />
        <TextField id="pin" label="PIN code" error="Enter a 6-digit PIN" announceError />
      </>,
    );
    const street = screen.getByRole('textbox', { name: 'Street' });
    expect(street).toHaveAttribute('id', 'street');
    expect(street).toHaveAttribute('aria-invalid', 'true');
    expect(street).toHaveAccessibleDescription('Fill in the address');
    expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription('Enter a 6-digit PIN');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a 6-digit PIN');
  });
});
