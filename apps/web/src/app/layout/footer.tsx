import { useAppT } from './i18n';

/** The customer's footer: no debug link (issue 31); the debug panel stays at /debug for support. */
export function Footer() {
  const t = useAppT();
  return (
    <footer className="border-t border-stone-200 bg-white py-6 text-center text-sm text-stone-600">
      <p>{t('app.footerTagline')}</p>
    </footer>
  );
}
