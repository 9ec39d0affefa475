import { useAuthStore } from '../../../lib/auth-store';
import { useShopsT } from '../i18n';

/** PRODUCT.md §2 Home: welcome header with the signed-in customer's name. */
export function WelcomeHeader() {
  const t = useShopsT();
  const name = useAuthStore((s) => s.user?.name);
  return (
    <header className="mx-auto max-w-6xl px-4 pt-3 sm:pt-6">
      <h1 className="text-lg font-bold text-stone-900 sm:text-2xl">
        {name ? t('shops.welcomeName', { name }) : t('shops.welcome')}
      </h1>
      <p className="mt-1 hidden text-stone-600 sm:block">{t('shops.welcomeIntro')}</p>
    </header>
  );
}
