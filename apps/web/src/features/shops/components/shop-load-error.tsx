import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-error';
import { InvalidShopDataError } from '../api/get-shop';
import { useShopsT } from '../i18n';

/** PRODUCT.md §8 Shop page errors: "Shop not found" with Back to Home; any other failure with Go Back and Try Again. */
export function ShopLoadError({ error, onRetry }: { error: Error; onRetry(): void }) {
  const t = useShopsT();
  const navigate = useNavigate();
  if (error instanceof ApiError && error.status === 404) {
    return (
      <section className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t('shops.notFound')}</h1>
        <p className="mt-2 text-stone-600">{t('shops.notFoundBody')}</p>
        <Link
          to="/"
          className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('shops.backToHome')}
        </Link>
      </section>
    );
  }
  const detail =
    error instanceof InvalidShopDataError
      ? t('shops.invalidShopData')
      : error instanceof ApiError && error.isNetworkError
        ? t('shops.networkError')
        : error.message;
  return (
    <section className="px-4 py-12">
      <h1 className="sr-only">{t('shops.shop')}</h1>
      <ErrorState
        message={t('shops.loadShopFailed')}
        action={
          <>
            <Button variant="secondary" onClick={() => navigate(-1)}>
              {t('shops.goBack')}
            </Button>
            <Button onClick={onRetry}>{t('shops.tryAgain')}</Button>
          </>
        }
      />
      <p className="mt-3 text-center text-sm text-stone-600">{detail}</p>
    </section>
  );
}
