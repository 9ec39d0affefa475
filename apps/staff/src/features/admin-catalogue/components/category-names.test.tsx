import { useLanguageStore } from '@jhola/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadHindiInTests } from '../../../test/languages';
import { type StandInReply, serveBy } from '../../../test/local-api';
import { renderWithApp } from '../../../test/render';
import { CategoryNames } from './category-names';

const categories = [
  { name: 'Atta & Flours', nameHi: 'आटा और बेसन', shopCount: 0, productCount: 12 },
  { name: 'Pooja Extras', nameHi: null, shopCount: 0, productCount: 1 },
];
const ok = (data: unknown): StandInReply => ({ status: 200, body: { success: true, data } });

beforeAll(() => loadHindiInTests());
afterEach(async () => {
  await useLanguageStore.getState().setLanguage('en');
});

/** Issue 47: the admin names categories in Hindi. */
describe('category names in Hindi', () => {
  it('lists each category with its use, says how many lack a Hindi name, and saves one', async () => {
    const calls = serveBy(({ method, body }) =>
      method === 'PUT' ? ok({ ...categories[1], ...(body as object) }) : ok({ categories }),
    );
    renderWithApp(<CategoryNames />);
    expect(await screen.findByText('1 category has no Hindi name yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('Hindi name of Atta & Flours')).toHaveValue('आटा और बेसन');
    expect(screen.getByText('0 shops · 12 products')).toBeInTheDocument();

    const field = screen.getByLabelText('Hindi name of Pooja Extras');
    const form = field.closest('form')!;
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(field, '  पूजा सामग्री ');
    await userEvent.click(save);
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved.');
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      body: { name: 'Pooja Extras', nameHi: 'पूजा सामग्री' },
    });
    expect(screen.getByText('Every category has a Hindi name.')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it("shows the server's refusal by the field, and nothing is marked saved", async () => {
    serveBy(({ method }) =>
      method === 'PUT'
        ? {
            status: 422,
            body: {
              success: false,
              message: 'Validation failed',
              errors: [{ field: 'nameHi', message: 'At most 60 characters' }],
            },
          }
        : ok({ categories }),
    );
    renderWithApp(<CategoryNames />);
    const field = await screen.findByLabelText('Hindi name of Pooja Extras');
    await userEvent.type(field, 'पूजा');
    await userEvent.click(within(field.closest('form')!).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 60 characters');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('reads Hindi', async () => {
    serveBy(() => ok({ categories }));
    await useLanguageStore.getState().setLanguage('hi');
    renderWithApp(<CategoryNames />);
    expect(await screen.findByText('1 श्रेणी का अभी हिंदी नाम नहीं है।')).toBeInTheDocument();
    expect(screen.getByLabelText('Atta & Flours का हिंदी नाम')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'सेव करें' }).length).toBe(2);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    serveBy(() => ({ status: 500, body: { success: false, message: 'Server error' } }));
    renderWithApp(<CategoryNames />);
    expect(await screen.findByRole('button', { name: /Try again|Retry/ })).toBeInTheDocument();
  });
});
