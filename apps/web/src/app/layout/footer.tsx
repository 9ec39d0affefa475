import { Link } from 'react-router';
import { useAppT } from './i18n';

export function Footer() {
  const t = useAppT();
  return (
    <footer className="border-t border-stone-200 bg-white py-6 text-center text-sm text-stone-600">
      <p>{t('app.footerTagline')}</p>
      <p className="mt-2">
        <Link to="/debug" className="inline-block py-2 underline hover:text-stone-900">
          {t('app.debugPanelLink')}
        </Link>
      </p>
    </footer>
  );
}
