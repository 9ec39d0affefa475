import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { order } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { BillUpload } from './bill-upload';

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:bill', revokeObjectURL: () => {} }));
});
afterEach(() => vi.unstubAllGlobals());

/** After an approved revision the order's own value is the approved one. */
const approved = { subtotal: 250, deliveryFee: 20, taxes: 0, total: 270 };

describe('BillUpload', () => {
  it("opens the back camera and prefills the approved items' subtotal: the shop's bill, without the fee", () => {
    renderWithApp(
      <BillUpload order={order({ status: 'final_shopping', orderValue: approved, total: 270 })} />,
    );
    const input = screen.getByLabelText('Take a photo of the bill');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Bill amount (₹)')).toHaveValue(250);
  });

  it('refuses a file that is not a photo, and shows a chosen photo before sending', async () => {
    renderWithApp(<BillUpload order={order({ status: 'final_shopping' })} />);
    const input = screen.getByLabelText('Take a photo of the bill');
    await userEvent.upload(input, new File(['%PDF'], 'bill.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Use a JPEG, PNG or WebP photo of the bill.');
    await userEvent.upload(input, new File(['png'], 'bill.png', { type: 'image/png' }));
    expect(screen.getByRole('img', { name: 'The bill, as it will be sent' })).toHaveAttribute(
      'src',
      'blob:bill',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the photo before uploading', async () => {
    renderWithApp(<BillUpload order={order({ status: 'final_shopping' })} />);
    await userEvent.click(screen.getByRole('button', { name: 'Upload bill' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Take a photo of the bill first.');
  });
});
