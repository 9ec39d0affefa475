import { sortShopsForHome } from '@jhola/domain';
import { useMemo, useState } from 'react';
import { type ShopFilters, useShops } from '../api/get-shops';
import { useShopsT } from '../i18n';
import { ShopCard } from './shop-card';
import { ShopGrid } from './shop-grid';
import { ShopGridSkeleton } from './skeletons';

/** The most shops the "other cities" list asks for (PRODUCT.md §9 max page size). */
const OTHER_CITIES_LIMIT = 100;

/**
 * Shops that do not deliver to the chosen place, offered rather than mixed in. Nothing is fetched until
 * the customer opens the disclosure.
 */
export function OtherCityShops({ filters, nearbyIds }: { filters: ShopFilters; nearbyIds: string[] }) {
  const t = useShopsT();
  const [open, setOpen] = useState(false);
  const all = useShops(
    { category: filters.category, search: filters.search, limit: OTHER_CITIES_LIMIT },
    open,
  );
  const others = useMemo(() => {
    const near = new Set(nearbyIds);
    return sortShopsForHome((all.data?.shops ?? []).filter((s) => !near.has(s._id)));
  }, [all.data, nearbyIds]);

  return (
    <details
      className="mt-6 rounded-xl border border-stone-200 bg-white"
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold text-brand-800">
        {t('shops.otherCities')}
      </summary>
      <div className="px-4 pb-4">
        <p className="mb-3 text-sm text-stone-700">{t('shops.otherCitiesNote')}</p>
        {all.isPending ? (
          <ShopGridSkeleton label={t('shops.loadingOtherShops')} />
        ) : all.isError ? (
          <p role="alert" className="text-red-800">
            {all.error.message}
          </p>
        ) : others.length === 0 ? (
          <p className="text-stone-700">{t('shops.noOtherShops')}</p>
        ) : (
          <ShopGrid>
            {others.map((shop) => (
              <li key={shop._id}>
                <ShopCard shop={shop} />
              </li>
            ))}
          </ShopGrid>
        )}
      </div>
    </details>
  );
}
