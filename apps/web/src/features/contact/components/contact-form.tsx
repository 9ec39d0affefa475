import { CONTACT_MESSAGES, type ContactRequest, contactRequestSchema } from '@jhola/domain';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { tDomain } from '../../../lib/domain-text';
import { useSendContactMessage } from '../api/send-contact-message';
import { useContactT } from '../i18n';

const EMPTY: Required<ContactRequest> = { name: '', email: '', subject: '', message: '' };
type Field = keyof typeof EMPTY;
type Outcome = { tone: 'success' | 'error'; text: string } | null;

const inputClass =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base focus:border-brand-600 focus:outline-2 focus:outline-brand-600';

/** PRODUCT.md §2 Contact form with the PRODUCT.md §5 rules and the PRODUCT.md §8 messages. */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [invalid, setInvalid] = useState<Partial<Record<Field, boolean>>>({});
  const send = useSendContactMessage();
  const t = useContactT();

  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = contactRequestSchema.safeParse(values);
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((i) => String(i.path[0])));
      const missing = parsed.error.issues.some((i) => i.message === CONTACT_MESSAGES.missing);
      setInvalid(Object.fromEntries([...fields].map((f) => [f, true])));
      // Keyboard and screen-reader users land on the first field to fix.
      const first = (['name', 'email', 'message'] as const).find((f) => fields.has(f));
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      setOutcome({
        tone: 'error',
        text: tDomain(missing ? CONTACT_MESSAGES.missing : parsed.error.issues[0]!.message),
      });
      return;
    }
    setInvalid({});
    setOutcome(null);
    send.mutate(parsed.data, {
      onSuccess: () => {
        setValues(EMPTY);
        setOutcome({ tone: 'success', text: tDomain(CONTACT_MESSAGES.sent) });
      },
      onError: (error) => {
        const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
        setOutcome({ tone: 'error', text: `❌ ${serverMessage ?? tDomain(CONTACT_MESSAGES.failed)}` });
      },
    });
  }

  const field = (name: Field, label: string, required: boolean, type = 'text', autoComplete?: string) => (
    <label className="block">
      <span className="font-medium">
        {label}
        {required ? (
          <span aria-hidden="true"> *</span>
        ) : (
          <span className="text-stone-600"> {t('contact.optional')}</span>
        )}
      </span>
      <input
        name={name}
        type={type}
        value={values[name]}
        onChange={set(name)}
        aria-required={required || undefined}
        aria-invalid={invalid[name] || undefined}
        aria-describedby={invalid[name] ? 'contact-outcome' : undefined}
        autoComplete={autoComplete}
        className={inputClass}
      />
    </label>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {field('name', t('contact.fullName'), true, 'text', 'name')}
      {field('email', t('contact.email'), true, 'email', 'email')}
      {field('subject', t('contact.subject'), false)}
      <label className="block">
        <span className="font-medium">
          {t('contact.message')}
          <span aria-hidden="true"> *</span>
        </span>
        <textarea
          name="message"
          rows={6}
          value={values.message}
          onChange={set('message')}
          aria-required
          aria-invalid={invalid.message || undefined}
          aria-describedby={invalid.message ? 'contact-outcome' : undefined}
          className={inputClass}
        />
      </label>
      <div id="contact-outcome" aria-live="polite" aria-atomic="true">
        {outcome ? (
          <p
            className={`rounded-lg border p-3 ${outcome.tone === 'success' ? 'border-green-300 bg-green-50 text-green-900' : 'border-red-300 bg-red-50 text-red-900'}`}
          >
            {outcome.text}
          </p>
        ) : null}
      </div>
      <Button
        type="submit"
        busy={send.isPending}
        busyLabel={t('contact.sending')}
        className="w-full sm:w-auto"
      >
        {t('contact.send')}
      </Button>
    </form>
  );
}
