import { type Order, RATING_COMMENT_MAX } from '@jhola/domain';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { useRateOrder } from '../api/rate-order';
import { StarPicker } from './star-picker';

/** Stars to look at, with the number for screen readers. */
function Stars({ n }: { n: number }) {
  return (
    <>
      <span aria-hidden="true">{`${'★'.repeat(n)}${'☆'.repeat(5 - n)}`}</span>
      <span className="sr-only">{n} of 5 stars</span>
    </>
  );
}

/** After delivery: rate the shop and the shopper once; afterwards the card shows what was given. */
export function RatingCard({ order }: { order: Order }) {
  const rate = useRateOrder(order._id);
  const [shop, setShop] = useState(0);
  const [shopper, setShopper] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (order.rating) {
    return (
      <section aria-labelledby="rating-title" className="rounded-2xl border border-green-200 bg-green-50 p-4">
        <h2 id="rating-title" className="font-bold">
          Thank you for your rating
        </h2>
        <p className="mt-1">
          Shop: <Stars n={order.rating.shopRating} />
          {' · '}Shopper: <Stars n={order.rating.shopperRating} />
        </p>
        {order.rating.comment ? (
          <p className="mt-1 break-words text-stone-700">“{order.rating.comment}”</p>
        ) : null}
      </section>
    );
  }

  const shopperName = order.personalShopperId?.name?.split(' ')[0] || 'your shopper';
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (shop === 0 || shopper === 0) {
      setError('Choose stars for the shop and for the shopper.');
      return;
    }
    setError(null);
    rate.mutate(
      { shopRating: shop, shopperRating: shopper, comment },
      {
        onError: (e) => setError(e instanceof ApiError && e.serverMessage ? e.serverMessage : e.message),
      },
    );
  };
  return (
    <section aria-labelledby="rating-title" className="rounded-2xl border-2 border-amber-300 bg-amber-50 p-4">
      <h2 id="rating-title" className="text-lg font-bold">
        How was your order?
      </h2>
      <form className="mt-2 space-y-3" onSubmit={onSubmit} noValidate>
        <StarPicker
          legend={`${order.shopId?.name || 'The shop'}`}
          value={shop}
          onChange={(stars) => {
            setShop(stars);
            setError(null);
          }}
        />
        <StarPicker
          legend={`Shopper ${shopperName}`}
          value={shopper}
          onChange={(stars) => {
            setShopper(stars);
            setError(null);
          }}
        />
        <label className="block">
          <span className="font-medium">Comment (optional)</span>
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
        <Button type="submit" busy={rate.isPending} busyLabel="Sending...">
          Send rating
        </Button>
      </form>
    </section>
  );
}
