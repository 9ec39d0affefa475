import { usePublicConfig } from '../../../lib/public-config';
import { useContactT } from '../i18n';
import { ContactForm } from './contact-form';

/** PRODUCT.md §2 Contact page (public). */
export function ContactPage() {
  const config = usePublicConfig();
  const email = config.data?.supportEmail;
  const t = useContactT();
  return (
    <section className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t('contact.title')}</h1>
      <p className="mt-2 text-stone-700">{t('contact.respondTime')}</p>
      <p className="mt-1 text-stone-700">
        {t('contact.supportEmail')}{' '}
        {email ? (
          <a href={`mailto:${email}`} className="font-semibold text-brand-800 underline">
            {email}
          </a>
        ) : config.isError ? (
          <span>{t('contact.emailUnavailable')}</span>
        ) : (
          <span className="text-stone-600">{t('contact.loading')}</span>
        )}
      </p>
      <div className="mt-6 rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
        <ContactForm />
      </div>
    </section>
  );
}
