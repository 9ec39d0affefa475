import { type Order, RATING_COMMENT_MAX } from '@jhola/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { useRateOrder } from '../api/rate-order';
import { useOrdersT } from '../i18n';
import { StarPicker } from './star-picker';

/** Stars to look at, with the number for screen readers. */
function Stars({ n }: { n: number }) {
  const t = useOrdersT();
  return (
    <>
      <span aria-hidden="true">{`${'★'.repeat(n)}${'☆'.repeat(5 - n)}`}</span>
      <span className="sr-only">{t('orders.rating.starsOf', { stars: n })}</span>
    </>
  );
}

/**
 * After delivery: rate the shop, the shopper and (issue 47) the delivery person who carried it, once;
 * afterwards the card shows what was given.
 */
export function RatingCard({ order }: { order: Order }) {
  const rate = useRateOrder(order._id);
  const t = useOrdersT();
  const [shop, setShop] = useState(0);
  const [shopper, setShopper] = useState(0);
  const [riderStars, setRiderStars] = useState(0);
  const rider = order.deliveryPerson ?? null;
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (order.rating) {
    return (
      <section aria-labelledby="rating-title" className="rounded-2xl border border-green-200 bg-green-50 p-4">
        <h2 id="rating-title" className="font-bold">
          {t('orders.rating.thanks')}
        </h2>
        <p className="mt-1">
          {t('orders.rating.shop')} <Stars n={order.rating.shopRating} />
          {' · '}
          {t('orders.rating.shopper')} <Stars n={order.rating.shopperRating} />
          {order.rating.riderRating ? (
            <>
              {' · '}
              {t('orders.rating.rider')} <Stars n={order.rating.riderRating} />
            </>
          ) : null}
        </p>
        {order.rating.comment ? (
          <p className="mt-1 break-words text-stone-700">“{order.rating.comment}”</p>
        ) : null}
      </section>
    );
  }

  const shopperName = order.personalShopperId?.name?.split(' ')[0] || t('orders.yourShopperFallback');
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (shop === 0 || shopper === 0 || (rider && riderStars === 0)) {
      setError(t(rider ? 'orders.rating.chooseStarsWithRider' : 'orders.rating.chooseStars'));
      return;
    }
    setError(null);
    rate.mutate(
      { shopRating: shop, shopperRating: shopper, ...(rider ? { riderRating: riderStars } : {}), comment },
      {
        onError: (e) => setError(e instanceof ApiError && e.serverMessage ? e.serverMessage : e.message),
      },
    );
  };
  return (
    <section aria-labelledby="rating-title" className="rounded-2xl border-2 border-amber-300 bg-amber-50 p-4">
      <h2 id="rating-title" className="text-lg font-bold">
        {t('orders.rating.title')}
      </h2>
      <form className="mt-2 space-y-3" onSubmit={onSubmit} noValidate>
        <StarPicker
          legend={order.shopId?.name || t('orders.rating.theShop')}
          value={shop}
          onChange={(stars) => {
            setShop(stars);
            setError(null);
          }}
        />
        <StarPicker
          legend={t('orders.rating.shopperLegend', { name: shopperName })}
          value={shopper}
          onChange={(stars) => {
            setShopper(stars);
            setError(null);
          }}
        />
        {rider ? (
          <StarPicker
            legend={t('orders.rating.riderLegend', { name: rider.name.split(' ')[0] ?? rider.name })}
            value={riderStars}
            onChange={(stars) => {
              setRiderStars(stars);
              setError(null);
            }}
          />
        ) : null}
        <label className="block">
          <span className="font-medium">{t('orders.rating.comment')}</span>
          <textarea
            value={comment}
            maxLength={RATING_COMMENT_MAX}
            onChange={(e) => setComment(e.target.value)}
            rows={2}
            className="mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2"
          />
        </label>
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            {error}
          </p>
        ) : null}
        <Button type="submit" busy={rate.isPending} busyLabel={t('orders.rating.sending')}>
          {t('orders.rating.send')}
        </Button>
      </form>
    </section>
  );
}
