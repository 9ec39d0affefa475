import type { GeocodeRequest } from '@jhola/domain';
import { coordinatesNotFoundMessage } from '@jhola/domain';
import { tDomain } from '../../../lib/domain-text';
import type { useGeocode } from '../api/geocode-address';
import { useCheckoutT } from '../i18n';

/** Tells the customer whether the address could be placed on the map; the order goes ahead either way. */
export function GeocodeStatus({
  query,
  address,
}: {
  query: ReturnType<typeof useGeocode>;
  address: GeocodeRequest | null;
}) {
  const t = useCheckoutT();
  if (!address) return null;
  let text: string;
  let tone = 'text-stone-700';
  if (query.isFetching) text = t('checkout.geocodeFinding');
  else if (query.isError) {
    text = t('checkout.geocodeError', { message: query.error.message });
    tone = 'text-amber-900';
  } else if (query.data?.found) {
    text = query.data.approximate
      ? t('checkout.geocodeApproximate', { address: query.data.formattedAddress })
      : t('checkout.geocodeFound', { address: query.data.formattedAddress });
    tone = 'text-green-800';
  } else if (query.data) {
    // coordinatesNotFoundMessage takes no translator yet: its words stay English inside the sentence.
    text = t('checkout.geocodeNotFound', { notFound: coordinatesNotFoundMessage(address, tDomain) });
    tone = 'text-amber-900';
  } else return null;
  return (
    <p role="status" className={`text-sm ${tone}`} data-testid="geocode-status">
      {text}
    </p>
  );
}
