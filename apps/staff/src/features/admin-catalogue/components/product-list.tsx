import { Button, EmptyState, ErrorState, LoadingState, TextField, useDebouncedValue } from '@jhola/ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { PRODUCTS_PAGE_SIZE, useShopProducts } from '../api/shop-products';
import { useAdminCatalogueT } from '../i18n';
import { ProductRow } from './product-row';

/** A shop's products, searched as the admin types, a page at a time. */
export function ProductList({ shopId }: { shopId: string }) {
  const t = useAdminCatalogueT();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 300);
  const products = useShopProducts(shopId, q, page);
  return (
    <section aria-labelledby="products-title" className="flex flex-col gap-3">
      <h2 id="products-title" className="text-lg font-semibold">
        {t('staffAdminCatalogue.products')}
      </h2>
      <TextField
        label={t('staffAdminCatalogue.searchProducts')}
        type="search"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
      />
      {products.isPending ? (
        <LoadingState label={t('staffAdminCatalogue.loadingProducts')} />
      ) : products.isError ? (
        <ErrorState message={errorMessage(products.error)} />
      ) : products.data.products.length === 0 ? (
        <EmptyState title={t('staffAdminCatalogue.noProductsMatch')} />
      ) : (
        <>
          <ul className="flex flex-col gap-3">
            {products.data.products.map((product) => (
              <ProductRow key={product._id} product={product} />
            ))}
          </ul>
          <div className="flex justify-between gap-2">
            <Button variant="secondary" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
              {t('staffAdminCatalogue.previous')}
            </Button>
            <Button
              variant="secondary"
              disabled={page * PRODUCTS_PAGE_SIZE >= products.data.total}
              onClick={() => setPage((p) => p + 1)}
            >
              {t('staffAdminCatalogue.next')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
