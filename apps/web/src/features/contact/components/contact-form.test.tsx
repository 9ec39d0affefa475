import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { json, startLocalApi } from '../../../test/local-api';
import { ContactForm } from './contact-form';

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(() => api.close());
beforeEach(() => api.reset());
afterEach(cleanup);

function setup() {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <ContactForm />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  const fill = async (values: Partial<Record<'name' | 'email' | 'subject' | 'message', string>>) => {
    if (values.name !== undefined) await user.type(screen.getByLabelText(/Full Name/), values.name);
    if (values.email !== undefined) await user.type(screen.getByLabelText(/Email Address/), values.email);
    if (values.subject !== undefined) await user.type(screen.getByLabelText(/Subject/), values.subject);
    if (values.message !== undefined) await user.type(screen.getByLabelText(/Message/), values.message);
  };
  const send = () => user.click(screen.getByRole('button', { name: 'Send Message' }));
  return { user, fill, send };
}

describe('ContactForm', () => {
  it('asks for name, e-mail and message (blank after trimming counts as missing) and sends nothing', async () => {
    const { fill, send } = setup();
    await fill({ name: '   ', email: 'asha@example.in' });
    await send();
    expect(screen.getByText('Please fill in your name, email, and message.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Full Name/)).toHaveFocus();
    expect(api.seen).toHaveLength(0);
  });

  it('refuses an e-mail address of the wrong form', async () => {
    const { fill, send } = setup();
    await fill({ name: 'Asha', email: 'asha@nowhere', message: 'Hello' });
    await send();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email Address/)).toHaveFocus();
    expect(api.seen).toHaveLength(0);
  });

  it('sends the message (subject optional), says so and clears the form', async () => {
    api.on('POST /contact', (_req, res) => json(res, 201, { success: true, message: 'ok', data: null }));
    const { fill, send } = setup();
    await fill({ name: ' Asha ', email: 'asha@example.in', message: 'Where is my order?' });
    await send();
    expect(
      await screen.findByText('✅ Message sent successfully. We will get back to you soon.'),
    ).toBeInTheDocument();
    expect(api.seen[0]!.body).toEqual({
      name: 'Asha',
      email: 'asha@example.in',
      subject: '',
      message: 'Where is my order?',
    });
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
    expect(screen.getByLabelText(/Message/)).toHaveValue('');
  });

  it('shows the server message after ❌ when sending fails, and keeps what was typed', async () => {
    api.on('POST /contact', (_req, res) =>
      json(res, 429, { success: false, message: 'Too many messages. Please try again in an hour.' }),
    );
    const { fill, send } = setup();
    await fill({ name: 'Asha', email: 'asha@example.in', message: 'Hi' });
    await send();
    expect(await screen.findByText('❌ Too many messages. Please try again in an hour.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Asha');
  });

  it('falls back to the PRODUCT.md §8 contact message when the server gives none', async () => {
    api.on('POST /contact', (_req, res) => {
      res.writeHead(500);
      res.end();
    });
    const { fill, send } = setup();
    await fill({ name: 'Asha', email: 'asha@example.in', message: 'Hi' });
    await send();
    expect(
      await screen.findByText('❌ Failed to send your message. Please try again later.'),
    ).toBeInTheDocument();
    expect(api.seen).toHaveLength(1); // a write without an idempotency key is never repeated
  });
});
