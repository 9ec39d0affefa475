import type { Order } from '@jhola/domain';
import { Link } from 'react-router';
import { useOrdersT } from '../i18n';
import { AnswerCountdown } from './answer-countdown';

/** Pinned while the shopper's revision waits for the customer's answer, with the time left to answer. */
export function ReviewChangesCard({ order }: { order: Order }) {
  const orderId = order._id;
  const t = useOrdersT();
  return (
    <section
      aria-labelledby="review-title"
      className="rounded-2xl border-2 border-orange-300 bg-orange-50 p-4"
    >
      <h2 id="review-title" className="text-lg font-bold">
        {t('orders.review.title')}
      </h2>
      <p className="mt-1 text-stone-800">{t('orders.review.body')}</p>
      <AnswerCountdown
        deadline={order.answerDeadline}
        ifNoAnswer={order.ifNoAnswer}
        kind="revision"
        className="mt-2 text-orange-950"
      />
      <Link
        to={`/revised-order/${orderId}`}
        className="mt-3 inline-flex min-h-11 items-center justify-center rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white hover:bg-orange-800"
      >
        {t('orders.review.link')}
      </Link>
    </section>
  );
}
