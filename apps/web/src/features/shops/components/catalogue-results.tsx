import type { Product } from '@jhola/domain';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-error';
import type { CatalogueProduct } from '../api/get-product-page';
import type { ProductLayout } from '../hooks/use-catalogue-params';
import { useShopsT } from '../i18n';
import type { ProductFamily } from '../lib/product-families';
import { DidYouMean } from './did-you-mean';
import { ProductGrid } from './product-grid';
import { ProductGridSkeleton } from './skeletons';

interface Props {
  pages: Pick<
    UseInfiniteQueryResult,
    'isPending' | 'isError' | 'error' | 'refetch' | 'isFetchingNextPage' | 'hasNextPage'
  >;
  families: readonly ProductFamily[];
  total: number | null;
  layout: ProductLayout;
  onAdd(product: Product): void;
  onOpen?: ((product: CatalogueProduct) => void) | undefined;
  closedText: string | null;
  onNearEnd(): void;
  onClear(): void;
  busy: boolean;
  /** A search or category is applied: the count is shown (otherwise the header already says it). */
  filtered: boolean;
  /** The search as typed found nothing: the products are for this corrected query (null otherwise). */
  didYouMean?: string | null | undefined;
  /** Searches for the suggestion when tapped. */
  onSearch?(query: string): void;
}

/** The product list with its loading (skeletons), error, empty and "loading more" states. */
export function CatalogueResults({
  pages,
  families,
  total,
  busy,
  onClear,
  filtered,
  didYouMean,
  onSearch,
  ...grid
}: Props) {
  const t = useShopsT();
  const navigate = useNavigate();
  if (pages.isPending) return <ProductGridSkeleton label={t('shops.loadingProducts')} />;
  if (pages.isError) {
    const error = pages.error;
    return (
      <ErrorState
        message={
          error instanceof ApiError && error.isNetworkError
            ? t('shops.networkError')
            : (error?.message ?? t('shops.loadFailed'))
        }
        action={
          <>
            <Button variant="secondary" onClick={() => navigate(-1)}>
              {t('shops.goBack')}
            </Button>
            <Button onClick={() => void pages.refetch()}>{t('shops.tryAgain')}</Button>
          </>
        }
      />
    );
  }
  return (
    <>
      <p role="status" className={filtered ? 'mb-2 text-xs text-stone-700' : 'sr-only'}>
        {total === null ? '' : t('shops.productCount', { count: total })}
      </p>
      {didYouMean && onSearch ? <DidYouMean suggestion={didYouMean} onSearch={onSearch} /> : null}
      {families.length === 0 ? (
        <EmptyState title={t('shops.noProductsMatch')}>
          <Button onClick={onClear}>{t('shops.clearFilters')}</Button>
        </EmptyState>
      ) : (
        // While new results load, the old ones stay at full strength (faded text would fall below the
        // contrast a reader needs); a thin bar above them says the list is updating.
        <div aria-busy={busy || undefined} className="relative">
          {busy ? (
            <div
              aria-hidden="true"
              className="absolute inset-x-0 -top-1.5 h-0.5 animate-pulse rounded bg-brand-700"
            />
          ) : null}
          <ProductGrid families={families} {...grid} />
        </div>
      )}
      {pages.isFetchingNextPage ? (
        <ProductGridSkeleton label={t('shops.loadingMoreProducts')} count={3} />
      ) : null}
    </>
  );
}
