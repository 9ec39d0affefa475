import { displayRating, type Shop } from '@jhola/domain';
import { Link } from 'react-router';
import { deliveryFeeText, productCountText } from '../shop-text';
import { OpenBadge } from './open-badge';

/** §2 Shop hero: name, description, rating, product count and the open/closed line (server's statusText). */
export function ShopHero({ shop }: { shop: Shop }) {
  const rating = displayRating(shop.rating);
  const image = shop.images[0];
  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="mx-auto flex max-w-6xl gap-4 px-4 py-5">
        {image ? (
          <img
            src={image}
            alt=""
            width={96}
            height={96}
            fetchPriority="high"
            className="size-20 shrink-0 rounded-xl bg-stone-100 object-cover sm:size-24"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <Link to="/" className="text-sm font-medium text-brand-700 hover:underline">
            ← All shops
          </Link>
          <h1 className="mt-1 text-2xl font-bold leading-tight text-stone-900">{shop.name}</h1>
          {shop.description ? <p className="mt-1 text-stone-600">{shop.description}</p> : null}
          <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
            <span>
              <span aria-hidden="true" className="text-amber-500">
                ★{' '}
              </span>
              <span className="sr-only">Rated </span>
              {rating.average.toFixed(1)}
              <span className="sr-only"> out of 5</span> ({rating.count})
            </span>
            <span>{productCountText(shop.productCount)}</span>
            <span>{deliveryFeeText(shop.deliveryFee)}</span>
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm" data-testid="shop-status">
            <OpenBadge open={shop.isOpenNow} />
            <span className="text-stone-700">{shop.statusText}</span>
          </p>
        </div>
      </div>
    </header>
  );
}
