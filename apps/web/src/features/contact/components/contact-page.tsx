import { usePublicConfig } from '../../../lib/public-config';
import { ContactForm } from './contact-form';

/** PRODUCT.md §2 Contact page (public). */
export function ContactPage() {
  const config = usePublicConfig();
  const email = config.data?.supportEmail;
  return (
    <section className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-bold">Contact Us</h1>
      <p className="mt-2 text-stone-700">We typically respond within 24 hours.</p>
      <p className="mt-1 text-stone-700">
        Support e-mail:{' '}
        {email ? (
          <a href={`mailto:${email}`} className="font-semibold text-brand-800 underline">
            {email}
          </a>
        ) : config.isError ? (
          <span>not available right now, please use the form below.</span>
        ) : (
          <span className="text-stone-600">loading…</span>
        )}
      </p>
      <div className="mt-6 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
        <ContactForm />
      </div>
    </section>
  );
}
