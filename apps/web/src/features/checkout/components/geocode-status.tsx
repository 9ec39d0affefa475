import type { GeocodeRequest } from '@jhola/domain';
import { coordinatesNotFoundMessage } from '@jhola/domain';
import type { useGeocode } from '../api/geocode-address';

/** Tells the customer whether the address could be placed on the map; the order goes ahead either way. */
export function GeocodeStatus({
  query,
  address,
}: {
  query: ReturnType<typeof useGeocode>;
  address: GeocodeRequest | null;
}) {
  if (!address) return null;
  let text: string;
  let tone = 'text-stone-700';
  if (query.isFetching && !query.isPlaceholderData) text = 'Finding your address on the map...';
  else if (query.isFetching) text = 'Finding your address on the map...';
  else if (query.isError) {
    text = `Error processing address: ${query.error.message}. You can still place the order.`;
    tone = 'text-amber-900';
  } else if (query.data?.found) {
    text = query.data.approximate
      ? `Only the city could be placed on the map (${query.data.formattedAddress}). Your shopper will use the full address.`
      : `Location found: ${query.data.formattedAddress}`;
    tone = 'text-green-800';
  } else if (query.data) {
    text = `${coordinatesNotFoundMessage(address)}. You can still place the order; your shopper will use the address as written.`;
    tone = 'text-amber-900';
  } else return null;
  return (
    <p role="status" className={`text-sm ${tone}`} data-testid="geocode-status">
      {text}
    </p>
  );
}
