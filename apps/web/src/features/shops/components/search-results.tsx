import { useFormat } from '@jhola/ui';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState, ErrorState } from '../../../components/ui/states';
import { type DeliveryPlace, placeQuery } from '../../../lib/place-store';
import { type FoundProduct, useCatalogueSearch } from '../api/search-catalogue';
import { useShopsT } from '../i18n';
import { sizeLabel } from '../lib/product-families';
import { CatalogueImage } from './catalogue-image';
import { DidYouMean } from './did-you-mean';
import { ShopGridSkeleton } from './skeletons';

/** How many products each shop shows in the results before "See all in the shop". */
const PER_SHOP = 6;

const shopLink = (shopId: string, q: string) =>
  `/shop/${encodeURIComponent(shopId)}?q=${encodeURIComponent(q)}`;

/** Shops and products found across the shops that deliver to the place, products grouped by shop. */
export function SearchResults({
  q,
  place,
  onClear,
  onSearch,
}: {
  q: string;
  place: DeliveryPlace | null;
  onClear(): void;
  /** Searches for a "Did you mean" suggestion when tapped. */
  onSearch?(query: string): void;
}) {
  const t = useShopsT();
  const f = useFormat();
  const search = useCatalogueSearch({ q, ...placeQuery(place) });
  const groups = useMemo(() => {
    const byShop = new Map<string, { shop: FoundProduct['shop']; products: FoundProduct[] }>();
    for (const product of search.data?.products ?? []) {
      const group = byShop.get(product.shop._id) ?? { shop: product.shop, products: [] };
      group.products.push(product);
      byShop.set(product.shop._id, group);
    }
    return [...byShop.values()];
  }, [search.data]);

  if (search.isPending) return <ShopGridSkeleton label={t('shops.searching')} count={2} />;
  if (search.isError) return <ErrorState message={search.error.message} />;
  const shops = search.data.shops;
  const count = shops.length + groups.length;
  const found = { shops: shops.length, products: search.data.products.length };
  return (
    <div aria-busy={search.isPlaceholderData || undefined} className="space-y-5">
      <p role="status" className="text-sm text-stone-700">
        {count === 0
          ? ''
          : place
            ? t('shops.searchFoundPlace', { ...found, place: place.label })
            : t('shops.searchFound', found)}
      </p>
      {search.data.didYouMean && onSearch ? (
        <DidYouMean suggestion={search.data.didYouMean} onSearch={onSearch} />
      ) : null}
      {count === 0 ? (
        <EmptyState title={t('shops.nothingFound', { q: q.trim() })}>
          <p className="w-full text-stone-700">{t('shops.tryShorter')}</p>
          <Button onClick={onClear}>{t('shops.clearSearch')}</Button>
        </EmptyState>
      ) : null}
      {shops.length > 0 ? (
        <section aria-labelledby="found-shops">
          <h3 id="found-shops" className="mb-2 font-semibold">
            {t('shops.shopsHeading')}
          </h3>
          <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
            {shops.map((shop) => (
              <li key={shop._id}>
                <Link
                  to={`/shop/${encodeURIComponent(shop._id)}`}
                  className="flex min-h-12 items-center gap-2 px-3 py-2"
                >
                  <span className="min-w-0 flex-1 truncate font-medium text-brand-800">{shop.name}</span>
                  <span className="shrink-0 text-xs text-stone-700">
                    {shop.category}
                    {typeof shop.distanceKm === 'number'
                      ? ` · ${t('shops.distanceKm', { km: f.number(shop.distanceKm) })}`
                      : ''}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {groups.map(({ shop, products }) => (
        <section key={shop._id} aria-label={t('shops.productsAt', { shop: shop.name })}>
          <div className="mb-2 flex items-baseline justify-between gap-2">
            <h3 className="min-w-0 truncate font-semibold">{shop.name}</h3>
            <Link
              to={shopLink(shop._id, q)}
              className="shrink-0 text-sm font-medium text-brand-800 underline"
            >
              {t('shops.seeAll')}
              <span className="sr-only">{t('shops.seeAllHint', { shop: shop.name })}</span>
            </Link>
          </div>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
            {products.slice(0, PER_SHOP).map((product) => (
              <li key={product._id}>
                <Link
                  to={shopLink(shop._id, product.name)}
                  className="block h-full rounded-lg border border-stone-200 bg-white p-1.5"
                >
                  <CatalogueImage
                    src={product.images[0]}
                    name={product.name}
                    className="aspect-square w-full rounded-md"
                  />
                  <span className="mt-1 line-clamp-2 text-xs leading-4 font-medium text-stone-900">
                    {product.name}
                  </span>
                  <span className="block truncate text-[11px] text-stone-700">{sizeLabel(product)}</span>
                  <span className="text-xs font-bold">{f.money(product.price)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
