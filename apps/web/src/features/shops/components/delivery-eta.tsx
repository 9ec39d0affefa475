import { useQuery } from '@tanstack/react-query';
import { useDeliveryPlace } from '../../../lib/place-store';
import { shopNearQueryOptions } from '../api/get-shop';
import { useShopsT } from '../i18n';

/** The line itself, for a shop whose estimate is known (cards already have it from the list). */
export function EtaLine({ minutes, className = '' }: { minutes: number; className?: string }) {
  const t = useShopsT();
  return (
    <p data-testid="delivery-eta" className={`text-sm font-semibold text-brand-800 ${className}`}>
      {t('shops.deliveryInAbout', { minutes })}
    </p>
  );
}

/** Minutes from the shop to the chosen place, or undefined without a place, for a closed shop or one out of reach. */
export function useDeliveryEta(shopId: string | undefined): number | undefined {
  const place = useDeliveryPlace();
  const shop = useQuery({
    ...shopNearQueryOptions(shopId ?? '', place ?? { lat: 0, lng: 0 }),
    enabled: Boolean(shopId && place),
  });
  const minutes = shop.data?.etaMinutes;
  return typeof minutes === 'number' ? minutes : undefined;
}

/**
 * "Delivery in about N min" from the shop to the chosen place (issue 31), on the cart (the shop page's header carries it in its own line).
 * Nothing without a place, for a closed shop (its status says when it opens) or one out of reach.
 */
export function DeliveryEta({ shopId, className }: { shopId: string | undefined; className?: string }) {
  const minutes = useDeliveryEta(shopId);
  if (minutes === undefined) return null;
  return <EtaLine minutes={minutes} className={className} />;
}
