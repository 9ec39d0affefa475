import { Link } from 'react-router';
import { useAppT } from '../i18n';

export function Component() {
  const t = useAppT();
  return (
    <div className="py-12 text-center">
      <h1 className="text-xl font-bold">{t('staffApp.pageNotFound')}</h1>
      <Link to="/" className="mt-4 inline-block font-semibold text-brand-800 underline">
        {t('staffApp.goToWork')}
      </Link>
    </div>
  );
}
