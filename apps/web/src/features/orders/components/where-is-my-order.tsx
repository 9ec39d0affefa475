import { minutesForKm, type Order } from '@jhola/domain';
import { lazy, Suspense } from 'react';
import { usePublicConfig } from '../../../lib/public-config';
import { tOrders, useOrdersT } from '../i18n';
import { formatTime } from '../lib/format-order';
import { distanceMetres, formatDistance } from '../lib/geo';
import { Panel } from './panel';
import { RoutePicture } from './route-picture';

/** The tile map is its own chunk, fetched only when tiles are configured and there is a delivery to show. */
const LiveMap = lazy(() => import('./live-map'));

/** What the picture shows, in words (the one thing screen readers and a glance both need). */
function describe(order: Order): string {
  const rider = order.deliveryBoyLocation;
  const home = order.deliveryAddress.coordinates;
  const shop = order.shopId.coordinates ?? null;
  const name = order.deliveryPerson?.name?.split(' ')[0] || tOrders('orders.where.partnerFallback');
  if (!rider) return tOrders('orders.where.onItsWay');
  if (home) {
    const metres = distanceMetres(rider, home);
    if (metres < 50) return tOrders('orders.where.arrived', { name });
    return tOrders('orders.where.away', {
      name,
      distance: formatDistance(metres),
      minutes: minutesForKm(metres / 1000),
    });
  }
  if (shop)
    return tOrders('orders.where.fromShop', { name, distance: formatDistance(distanceMetres(shop, rider)) });
  return tOrders('orders.where.shared', { name });
}

/** Live while the order is out for delivery: the route picture and the distance and minutes left. */
export function WhereIsMyOrder({ order }: { order: Order }) {
  const t = useOrdersT();
  const updated = formatTime(order.deliveryBoyLocation?.updatedAt);
  const tiles = usePublicConfig().data?.mapTiles ?? null;
  const points = {
    shop: order.shopId.coordinates ?? null,
    home: order.deliveryAddress.coordinates,
    rider: order.deliveryBoyLocation,
  };
  const picture = <RoutePicture {...points} />;
  return (
    <Panel title={t('orders.where.title')}>
      {tiles ? (
        <Suspense fallback={picture}>
          <LiveMap tiles={tiles} {...points} />
        </Suspense>
      ) : (
        picture
      )}
      <p role="status" className="mt-2" data-testid="delivery-whereabouts">
        {describe(order)}
        {updated ? (
          <span className="block text-sm text-stone-600">{t('orders.updatedAt', { time: updated })}</span>
        ) : null}
      </p>
    </Panel>
  );
}
