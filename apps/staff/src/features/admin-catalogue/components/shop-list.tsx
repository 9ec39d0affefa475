import { EmptyState, ErrorState, LoadingState, TextField, useDebouncedValue, useFormat } from '@jhola/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { useDomainT } from '../../../lib/domain-text';
import { useShops } from '../api/shops';
import { useAdminCatalogueT } from '../i18n';

/** Every shop, searched by name as the admin types. */
export function ShopList() {
  const t = useAdminCatalogueT();
  const tDomain = useDomainT();
  const f = useFormat();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const shops = useShops(q);
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={t('staffAdminCatalogue.searchShops')}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {shops.isPending ? (
        <LoadingState label={t('staffAdminCatalogue.loadingShops')} />
      ) : shops.isError ? (
        <ErrorState message={errorMessage(shops.error)} onRetry={() => void shops.refetch()} />
      ) : shops.data.shops.length === 0 ? (
        <EmptyState title={t('staffAdminCatalogue.noShopsMatch')} />
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {shops.data.shops.map((shop) => (
            <li key={shop._id}>
              <Link
                to={`/admin/catalogue/${shop._id}`}
                className="flex min-h-11 flex-col rounded-xl bg-white p-3 shadow-sm hover:bg-stone-50"
              >
                <span className="font-semibold break-words">{shop.name}</span>
                <span className="text-sm text-stone-700">
                  {t('staffAdminCatalogue.shopLine', {
                    status: shop.isActive
                      ? tDomain(shop.statusText)
                      : t('staffAdminCatalogue.notTakingOrders'),
                    count: shop.productCount,
                    fee: f.money(shop.deliveryFee),
                  })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
