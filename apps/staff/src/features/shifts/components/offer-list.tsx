import { countdownLabel, type Offer, secondsLeft } from '@jhola/domain';
import { Button, showToast, useNow } from '@jhola/ui';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-error';
import { useAnswerOffer, useOffers } from '../api/offers';
import { useShiftsT } from '../i18n';

/** One offered order: what it is, the seconds left to answer, Accept and Decline. */
function OfferCard({ offer, now }: { offer: Offer; now: number }) {
  const t = useShiftsT();
  const answer = useAnswerOffer();
  const navigate = useNavigate();
  const seconds = secondsLeft(offer.deadline, now) ?? 0;
  const busy = (which: 'accept' | 'decline') => answer.isPending && answer.variables?.answer === which;
  // mutateAsync, not mutate's own callbacks: the socket's `orderTaken` for my own accept can take this card
  // off the list before the answer comes, and mutate's callbacks never run for an unmounted card (a
  // fresh-clone journey stayed on the list after a 200).
  const reply = async (which: 'accept' | 'decline') => {
    try {
      await answer.mutateAsync({ orderId: offer.orderId, answer: which });
      if (which === 'accept') navigate(`/orders/${offer.orderId}`);
    } catch (e) {
      showToast(errorMessage(e), 'error');
    }
  };
  return (
    <li
      className="flex flex-col gap-2 rounded-xl border-2 border-brand-700 bg-white p-4 shadow-sm"
      data-testid="offer"
    >
      <h2 className="font-semibold break-words">
        {t('staffShifts.offerTitle', { number: offer.orderNumber, shop: offer.shopName })}
      </h2>
      <p className="text-sm text-stone-700">
        {t('staffShifts.offerItems', { count: offer.itemCount })}
        {offer.batchedWith ? ` · ${t('staffShifts.batchedWith', { number: offer.batchedWith })}` : ''}
      </p>
      <p role="timer" aria-live="off" className="font-semibold tabular-nums text-brand-800">
        {seconds > 0 ? t('staffShifts.timeLeft', { time: countdownLabel(seconds) }) : t('staffShifts.timeUp')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button busy={busy('accept')} busyLabel={t('staffShifts.accepting')} onClick={() => reply('accept')}>
          {t('staffShifts.accept')}
        </Button>
        <Button
          variant="secondary"
          busy={busy('decline')}
          busyLabel={t('staffShifts.declining')}
          onClick={() => reply('decline')}
        >
          {t('staffShifts.decline')}
        </Button>
      </div>
    </li>
  );
}

/** The orders offered to me right now, each with its countdown; nothing when there are none. */
export function OfferList() {
  const t = useShiftsT();
  const offers = useOffers();
  const now = useNow(1000);
  const live = (offers.data ?? []).filter((o) => (secondsLeft(o.deadline, now) ?? 0) > -5);
  if (live.length === 0) return null;
  return (
    <section aria-label={t('staffShifts.offers')} className="flex flex-col gap-2">
      <h2 className="text-lg font-bold">{t('staffShifts.offers')}</h2>
      <ul className="flex flex-col gap-3">
        {live.map((offer) => (
          <OfferCard key={offer.orderId} offer={offer} now={now} />
        ))}
      </ul>
    </section>
  );
}
