import { useAuthStore } from '../../../lib/auth-store';
import { useShopsT } from '../i18n';

/** PRODUCT.md §2 Home: welcome header with the signed-in customer's name. */
export function WelcomeHeader() {
  const t = useShopsT();
  const name = useAuthStore((s) => s.user?.name);
  return (
    <header className="mx-auto max-w-6xl px-4 pt-6">
      <h1 className="text-2xl font-bold text-stone-900">
        {name ? t('shops.welcomeName', { name }) : t('shops.welcome')}
      </h1>
      <p className="mt-1 text-stone-600">{t('shops.welcomeIntro')}</p>
    </header>
  );
}
