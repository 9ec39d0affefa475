import { useComponentsT } from './i18n';

/** PRODUCT.md §2 generic error screen: "Something went wrong" with Refresh Page. */
export function ErrorScreen() {
  const t = useComponentsT();
  return (
    <section role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{t('components.errorTitle')}</h1>
      <p className="mt-2 text-stone-600">{t('components.errorBody')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {t('components.refreshPage')}
      </button>
    </section>
  );
}
