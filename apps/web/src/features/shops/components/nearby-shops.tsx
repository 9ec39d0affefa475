import type { DeliveryPlace } from '../../../lib/place-store';
import { placeQuery } from '../../../lib/place-store';
import { type ShopFilters, useShops } from '../api/get-shops';
import { useShopsT } from '../i18n';
import { NoShopsFound } from './no-shops-found';
import { OtherCityShops } from './other-city-shops';
import { SampleShops } from './sample-shops';
import { ShopCard } from './shop-card';
import { ShopGrid } from './shop-grid';
import { ShopGridSkeleton } from './skeletons';

interface Props {
  filters: ShopFilters;
  place: DeliveryPlace;
  hasFilters: boolean;
  onClear(): void;
}

/**
 * The shops that deliver to the place, in the server's order (open shops first, then the spec's order;
 * see docs/decisions), each with its distance. The rest wait behind "Shops in other cities".
 */
export function NearbyShops({ filters, place, hasFilters, onClear }: Props) {
  const t = useShopsT();
  const shops = useShops({ ...filters, ...placeQuery(place) });
  const list = shops.data?.shops ?? [];
  const retry = () => void shops.refetch();

  let body: React.ReactNode;
  if (shops.isPending) body = <ShopGridSkeleton label={t('shops.loadingShops')} />;
  else if (shops.isError) body = <SampleShops reason="failed" onRetry={retry} />;
  else if (list.length === 0 && hasFilters)
    body = <NoShopsFound busy={shops.isFetching} onRetry={retry} onClear={onClear} />;
  else if (list.length === 0)
    body = (
      <p className="rounded-lg border border-dashed border-stone-300 bg-white p-4 text-stone-700">
        {t('shops.noShopDeliversTo', { place: place.label })}
      </p>
    );
  else
    body = (
      <ShopGrid busy={shops.isPlaceholderData}>
        {list.map((shop, i) => (
          <li key={shop._id}>
            <ShopCard shop={shop} priority={i < 2} />
          </li>
        ))}
      </ShopGrid>
    );

  return (
    <>
      <p role="status" className="sr-only">
        {shops.isSuccess ? t('shops.shopsDeliverHere', { count: list.length }) : ''}
      </p>
      {body}
      <OtherCityShops filters={filters} nearbyIds={list.map((s) => s._id)} />
    </>
  );
}
