import { useQuery } from '@tanstack/react-query';
import { useDomainT } from '../../../lib/domain-text';
import { shopQueryOptions } from '../api/get-shop';
import { useShopsT } from '../i18n';
import { shopStatusText } from '../lib/status-text';

/**
 * Issue 12: a closed shop says so where it matters. The cart and the checkout show this before the
 * customer fills anything in (the server would refuse the order with a 409 otherwise).
 */
export function ClosedShopNotice({ shopId }: { shopId: string | undefined }) {
  const t = useShopsT();
  useDomainT(); // re-renders on a language switch: the status line is worked out per language
  const shop = useQuery({ ...shopQueryOptions(shopId ?? ''), enabled: Boolean(shopId) });
  if (!shop.data || shop.data.isOpenNow) return null;
  return (
    <div
      role="status"
      data-testid="closed-shop-notice"
      className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
    >
      <p className="font-semibold">{t('shops.closedTitle', { shop: shop.data.name })}</p>
      <p className="text-sm">{t('shops.closedBody', { status: shopStatusText(shop.data) })}</p>
      {shop.data.pause?.reason ? (
        <p className="text-sm break-words">{t('shops.closedReason', { reason: shop.data.pause.reason })}</p>
      ) : null}
    </div>
  );
}
