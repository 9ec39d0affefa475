import { displayRating, type Shop } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { Link } from 'react-router';
import { useDomainT } from '../../../lib/domain-text';
import { useShopsT } from '../i18n';
import { shopStatusText } from '../lib/status-text';
import { deliveryFeeText, productCountText } from '../shop-text';
import { useDeliveryEta } from './delivery-eta';
import { OpenBadge } from './open-badge';

/**
 * PRODUCT.md §2 shop hero, compact (issue 12): name, open/closed line, rating, description, product count and fee
 * in three short lines, so two rows of products fit in the first phone screen. A closed shop says so
 * first, in words. With a chosen place the third line opens with "Delivery in about N min" (issue 31) and
 * the fee, before the product count (the line truncates at its end), so the estimate costs no row of products.
 */
export function ShopHeader({ shop }: { shop: Shop }) {
  const t = useShopsT();
  useDomainT(); // re-renders on a language switch: the status line is worked out per language
  const f = useFormat();
  const rating = displayRating(shop.rating);
  const image = shop.images[0];
  const etaMinutes = useDeliveryEta(shop._id);
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-start gap-2 px-4 py-1.5">
        <Link
          to="/"
          aria-label={t('shops.allShops')}
          className="-ml-2 grid size-9 shrink-0 place-items-center rounded-full text-xl text-brand-800 hover:bg-stone-100"
        >
          <span aria-hidden="true">←</span>
        </Link>
        {image ? (
          <img
            src={image}
            alt=""
            width={56}
            height={56}
            fetchPriority="high"
            className="hidden size-14 shrink-0 rounded-lg bg-stone-100 object-cover sm:block"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg leading-6 font-bold text-stone-900">{shop.name}</h1>
          <p className="flex min-w-0 items-center gap-1.5 text-xs leading-5 text-stone-800">
            <span className="flex min-w-0 items-center gap-1.5" data-testid="shop-status">
              <OpenBadge open={shop.isOpenNow} />
              <span className={`truncate ${shop.isOpenNow ? '' : 'font-semibold text-amber-900'}`}>
                {shopStatusText(shop)}
              </span>
            </span>
            <span className="shrink-0">
              ·{' '}
              <span aria-hidden="true" className="text-amber-700">
                ★
              </span>
              <span className="sr-only">{t('shops.rated')}</span>
              {f.number(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
              <span className="sr-only">{t('shops.outOf5From')}</span> ({rating.count})
            </span>
          </p>
          {!shop.isOpenNow && shop.pause?.reason ? (
            <p className="text-xs leading-5 break-words text-amber-900" data-testid="shop-closed-reason">
              {t('shops.closedReason', { reason: shop.pause.reason })}
            </p>
          ) : null}
          <p className="truncate text-xs leading-5 text-stone-700">
            {etaMinutes === undefined ? (
              <>
                {productCountText(shop.productCount)} · {deliveryFeeText(shop.deliveryFee)}
                {shop.description ? ` · ${shop.description}` : ''}
              </>
            ) : (
              <>
                <span data-testid="delivery-eta" className="font-semibold text-brand-800">
                  {t('shops.deliveryInAbout', { minutes: etaMinutes })}
                </span>{' '}
                · {deliveryFeeText(shop.deliveryFee)} · {productCountText(shop.productCount)}
              </>
            )}
          </p>
        </div>
      </div>
    </header>
  );
}
