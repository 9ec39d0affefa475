import { displayRating, SHOP_DESCRIPTION_MAX, type Shop } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { Link } from 'react-router';
import { useDomainT } from '../../../lib/domain-text';
import { truncate } from '../../../lib/format';
import { useShopsT } from '../i18n';
import { shopStatusText } from '../lib/status-text';
import { deliveryFeeText, productCountText } from '../shop-text';
import { CatalogueImage } from './catalogue-image';
import { EtaLine } from './delivery-eta';
import { OpenBadge } from './open-badge';

export type ShopCardShop = Pick<Shop, '_id' | 'name' | 'category'> &
  Partial<
    Pick<
      Shop,
      | 'description'
      | 'images'
      | 'address'
      | 'rating'
      | 'deliveryFee'
      | 'productCount'
      | 'isOpenNow'
      | 'statusText'
      | 'operatingHours'
      | 'closedToday'
    >
  > & { distanceKm?: number | null; etaMinutes?: number | null };

interface ShopCardProps {
  shop: ShopCardShop;
  /** The first cards are above the fold: load their images at once (better LCP), the rest lazily. */
  priority?: boolean;
  /** Sample shops cannot be opened: they get a button that explains why instead of a link. */
  onSampleOpen?: () => void;
}

/** PRODUCT.md §2 shop card. The whole card is clickable through the name's link stretched over it. */
export function ShopCard({ shop, priority = false, onSampleOpen }: ShopCardProps) {
  const t = useShopsT();
  useDomainT(); // re-renders on a language switch: the status line is worked out per language
  const f = useFormat();
  const rating = displayRating(shop.rating);
  const address = [shop.address?.street, shop.address?.city].filter(Boolean).join(', ');
  const stretched = 'after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none';
  return (
    <article className="relative flex h-full overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow focus-within:ring-3 focus-within:ring-brand-600 hover:shadow-md sm:flex-col">
      {/* A phone shows more shops per screen with the picture beside the text; wider screens above it. */}
      <div className="w-20 shrink-0 p-2 pr-0 sm:w-full sm:p-0">
        <CatalogueImage
          src={shop.images?.[0]}
          name={shop.name}
          width={480}
          height={270}
          priority={priority}
          className="aspect-square w-full rounded-lg sm:aspect-video sm:rounded-none sm:text-4xl"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 px-3 py-2 sm:gap-1 sm:p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 truncate text-base leading-snug font-semibold text-stone-900 sm:whitespace-normal sm:text-lg">
            {onSampleOpen ? (
              <button type="button" onClick={onSampleOpen} className={`text-left ${stretched}`}>
                {shop.name}
              </button>
            ) : (
              <Link to={`/shop/${encodeURIComponent(shop._id)}`} className={stretched}>
                {shop.name}
              </Link>
            )}
          </h3>
          <OpenBadge open={shop.isOpenNow !== false} />
        </div>
        {typeof shop.etaMinutes === 'number' ? <EtaLine minutes={shop.etaMinutes} /> : null}
        {/* A phone keeps the category and the rating on one line (issue 31: two shops in the first screen). */}
        <div className="flex flex-wrap items-center gap-x-2 sm:flex-col sm:items-start sm:gap-1">
          <p className="text-sm font-medium text-brand-700">{shop.category}</p>
          {shop.description ? (
            <p className="hidden text-sm text-stone-600 sm:block">
              {truncate(shop.description, SHOP_DESCRIPTION_MAX)}
            </p>
          ) : null}
          <p className="flex items-center gap-1 text-sm text-stone-700">
            <span aria-hidden="true" className="text-amber-500">
              ★
            </span>
            <span>
              <span className="sr-only">{t('shops.rated')}</span>
              {f.number(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
              <span className="sr-only">{t('shops.outOf5')}</span>
            </span>
            <span className="text-stone-500">({rating.count})</span>
          </p>
        </div>
        {address ? <p className="hidden text-sm text-stone-600 sm:block">{address}</p> : null}
        {shop.statusText ? (
          <p
            className={`text-sm text-stone-700 ${typeof shop.etaMinutes === 'number' ? 'hidden sm:block' : ''}`}
          >
            {shopStatusText(shop)}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 border-t border-stone-100 pt-1 text-xs sm:pt-2 sm:text-sm">
          <span className={shop.deliveryFee === 0 ? 'font-semibold text-brand-700' : 'text-stone-700'}>
            {deliveryFeeText(shop.deliveryFee)}
          </span>
          <span className="text-stone-600">
            {typeof shop.distanceKm === 'number'
              ? `${t('shops.distanceKm', { km: f.number(shop.distanceKm, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })} · `
              : ''}
            {productCountText(shop.productCount ?? 0)}
          </span>
        </div>
      </div>
    </article>
  );
}
