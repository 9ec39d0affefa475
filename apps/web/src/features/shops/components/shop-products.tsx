import type { Product, Shop } from '@jhola/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { ApiError } from '../../../lib/api-error';
import { PageLoading } from './page-loading';
import { ProductCatalogue } from './product-catalogue';

/** The products part of the shop page: its loading, error and empty states, then the catalogue. */
export function ShopProducts({ shop, products }: { shop: Shop; products: UseQueryResult<Product[]> }) {
  const navigate = useNavigate();
  let body: ReactNode;
  if (products.isPending) body = <PageLoading label="Loading products..." />;
  else if (products.isError) {
    const error = products.error;
    body = (
      <ErrorState
        message={
          error instanceof ApiError && error.isNetworkError
            ? 'Failed to load data. Please check your connection and try again.'
            : error.message
        }
        action={
          <>
            <Button variant="secondary" onClick={() => navigate(-1)}>
              Go Back
            </Button>
            <Button onClick={() => void products.refetch()}>Try Again</Button>
          </>
        }
      />
    );
  } else if (products.data.length === 0) {
    body = (
      <EmptyState title="No products found - API may be updating">
        <Button variant="secondary" onClick={() => void products.refetch()}>
          Try Again
        </Button>
      </EmptyState>
    );
  } else body = <ProductCatalogue shop={shop} products={products.data} />;

  return (
    <section aria-labelledby="products-heading" className="mx-auto max-w-6xl px-4 py-5">
      <h2 id="products-heading" className="sr-only">
        Products
      </h2>
      {body}
    </section>
  );
}
