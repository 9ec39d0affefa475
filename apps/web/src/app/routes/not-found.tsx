import { Link } from 'react-router';
import { useAppT } from '../layout/i18n';

export function Component() {
  const t = useAppT();
  return (
    <section className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('app.notFoundTitle')}</h1>
      <p className="mt-2 text-stone-600">{t('app.notFoundBody')}</p>
      <Link to="/" className="mt-6 inline-block rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
        {t('app.backToHome')}
      </Link>
    </section>
  );
}
