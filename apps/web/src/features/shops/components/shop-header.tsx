import { displayRating, type Shop } from '@jhola/domain';
import { Link } from 'react-router';
import { deliveryFeeText, productCountText } from '../shop-text';
import { OpenBadge } from './open-badge';

/**
 * §2 shop hero, compact (issue 12): name, description, rating, product count and the open/closed line
 * in about 80 px, so the products start in the first screen. A closed shop says so before anything else.
 */
export function ShopHeader({ shop }: { shop: Shop }) {
  const rating = displayRating(shop.rating);
  const image = shop.images[0];
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2">
        <Link
          to="/"
          aria-label="All shops"
          className="-ml-2 grid size-10 shrink-0 place-items-center rounded-full text-xl text-brand-800 hover:bg-stone-100"
        >
          <span aria-hidden="true">←</span>
        </Link>
        {image ? (
          <img
            src={image}
            alt=""
            width={44}
            height={44}
            fetchPriority="high"
            className="size-11 shrink-0 rounded-lg bg-stone-100 object-cover"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-lg leading-6 font-bold text-stone-900">{shop.name}</h1>
          {shop.description ? <p className="truncate text-xs text-stone-700">{shop.description}</p> : null}
          <p className="flex flex-wrap items-center gap-x-2 text-xs text-stone-700">
            <span>
              <span aria-hidden="true" className="text-amber-600">
                ★{' '}
              </span>
              <span className="sr-only">Rated </span>
              {rating.average.toFixed(1)}
              <span className="sr-only"> out of 5</span> ({rating.count})
            </span>
            <span>{productCountText(shop.productCount)}</span>
            <span>{deliveryFeeText(shop.deliveryFee)}</span>
          </p>
        </div>
      </div>
      <p
        className={`mx-auto flex max-w-6xl items-center gap-2 px-4 pb-2 text-xs ${shop.isOpenNow ? '' : 'font-medium text-amber-900'}`}
        data-testid="shop-status"
      >
        <OpenBadge open={shop.isOpenNow} />
        <span className="min-w-0">
          {shop.statusText}
          {shop.isOpenNow ? '' : '. You can look around; ordering opens when the shop does.'}
        </span>
      </p>
    </header>
  );
}
