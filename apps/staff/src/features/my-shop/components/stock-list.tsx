import type { MerchantRules, OwnerProduct } from '@jhola/domain';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  showToast,
  TextField,
  useDebouncedValue,
  useFormat,
} from '@jhola/ui';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { useSetStock } from '../api/set-stock';
import { useShopProducts } from '../api/shop-products';
import { useMyShopT } from '../i18n';
import { PriceEditor } from './price-editor';

/** The shop's products by category: search, one tap per product, or a whole category at once. */
export function StockList({ shopId }: { shopId: string }) {
  const t = useMyShopT();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const products = useShopProducts(shopId, q);
  const byCategory = new Map<string, OwnerProduct[]>();
  for (const product of products.data?.products ?? [])
    byCategory.set(product.category, [...(byCategory.get(product.category) ?? []), product]);
  return (
    <section aria-labelledby="stock-title" className="flex flex-col gap-3">
      <h2 id="stock-title" className="text-lg font-semibold">
        {t('staffMyShop.stockTitle')}
      </h2>
      <TextField
        label={t('staffMyShop.search')}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {products.isPending ? (
        <LoadingState label={t('staffMyShop.loadingProducts')} />
      ) : products.isError ? (
        <ErrorState message={errorMessage(products.error)} />
      ) : byCategory.size === 0 ? (
        <EmptyState title={t('staffMyShop.noProducts')} />
      ) : (
        [...byCategory].map(([category, list]) => (
          <CategoryStock
            key={category}
            shopId={shopId}
            category={category}
            products={list}
            priceRules={products.data.priceRules}
          />
        ))
      )}
    </section>
  );
}

function CategoryStock({
  shopId,
  category,
  products,
  priceRules,
}: {
  shopId: string;
  category: string;
  products: OwnerProduct[];
  priceRules: MerchantRules | null;
}) {
  const t = useMyShopT();
  const f = useFormat();
  const stock = useSetStock(shopId);
  const [pricing, setPricing] = useState<string | null>(null);
  const name = category || t('staffMyShop.otherCategory');
  const set = (ids: string[], inStock: boolean) =>
    stock.mutate({ ids, inStock }, { onError: (error) => showToast(errorMessage(error), 'error') });
  return (
    <details className="rounded-xl bg-white p-3 shadow-sm">
      <summary className="min-h-11 cursor-pointer content-center font-semibold break-words">
        {t('staffMyShop.category', {
          name,
          count: products.length,
          out: products.filter((p) => !p.inStock).length,
        })}
      </summary>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={stock.isPending}
          aria-label={t('staffMyShop.allOutOf', { name })}
          onClick={() =>
            set(
              products.map((p) => p._id),
              false,
            )
          }
        >
          {t('staffMyShop.allOut')}
        </Button>
        <Button
          variant="secondary"
          disabled={stock.isPending}
          aria-label={t('staffMyShop.allInOf', { name })}
          onClick={() =>
            set(
              products.map((p) => p._id),
              true,
            )
          }
        >
          {t('staffMyShop.allIn')}
        </Button>
      </div>
      <ul className="mt-2 flex flex-col divide-y divide-stone-200">
        {products.map((product) => (
          <li key={product._id} className="py-2" data-testid="owner-product">
            <div className="flex items-center justify-between gap-2">
              <div className="min-w-0">
                <p className="break-words">{product.name}</p>
                <p className={`text-sm ${product.inStock ? 'text-stone-700' : 'font-semibold text-red-800'}`}>
                  {f.money(product.price)} ·{' '}
                  {product.inStock ? t('staffMyShop.inStock') : t('staffMyShop.outOfStock')}
                </p>
              </div>
              <Button
                variant={product.inStock ? 'secondary' : 'primary'}
                className="shrink-0"
                disabled={stock.isPending}
                aria-label={
                  product.inStock
                    ? t('staffMyShop.markOutOf', { name: product.name })
                    : t('staffMyShop.markInOf', { name: product.name })
                }
                onClick={() => set([product._id], !product.inStock)}
              >
                {product.inStock ? t('staffMyShop.markOut') : t('staffMyShop.markIn')}
              </Button>
            </div>
            {pricing === product._id ? (
              <PriceEditor
                shopId={shopId}
                product={product}
                rules={priceRules}
                onDone={() => setPricing(null)}
              />
            ) : (
              <Button
                variant="secondary"
                className="mt-1"
                aria-label={t('staffMyShop.changePriceOf', { name: product.name })}
                onClick={() => setPricing(product._id)}
              >
                {t('staffMyShop.changePrice')}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
