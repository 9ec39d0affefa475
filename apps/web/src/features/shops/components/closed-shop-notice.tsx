import { useQuery } from '@tanstack/react-query';
import { shopQueryOptions } from '../api/get-shop';

/**
 * Issue 12: a closed shop says so where it matters. The cart and the checkout show this before the
 * customer fills anything in (the server would refuse the order with a 409 otherwise).
 */
export function ClosedShopNotice({ shopId }: { shopId: string | undefined }) {
  const shop = useQuery({ ...shopQueryOptions(shopId ?? ''), enabled: Boolean(shopId) });
  if (!shop.data || shop.data.isOpenNow) return null;
  return (
    <div
      role="status"
      data-testid="closed-shop-notice"
      className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
    >
      <p className="font-semibold">{shop.data.name} is closed now</p>
      <p className="text-sm">
        {shop.data.statusText}. Your cart is kept; you can place the order once the shop opens.
      </p>
    </div>
  );
}
