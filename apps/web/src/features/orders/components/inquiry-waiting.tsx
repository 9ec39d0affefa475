import type { InquiryAvailability } from '@jhola/domain';
import { useOrdersT } from '../i18n';
import { SLOT, withSlot } from '../lib/slot';

/** PRODUCT.md §2 waiting view: minutes left and a progress bar until the customer may contact the shopper. */
export function InquiryWaiting({
  state,
  compact = false,
}: {
  state: InquiryAvailability;
  compact?: boolean;
}) {
  const t = useOrdersT();
  const percent = Math.round(state.progress * 100);
  const minutes = t('orders.minutes', { count: state.minutesLeft });
  return (
    <div className={compact ? 'text-sm' : ''}>
      <p>
        {withSlot(t('orders.inquiry.canContactIn', { minutes: SLOT }), <strong>{minutes}</strong>)}
        {compact ? null : ` ${t('orders.inquiry.needTime')}`}
      </p>
      <div
        role="progressbar"
        aria-label={t('orders.inquiry.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('orders.inquiry.minutesLeft', { count: state.minutesLeft })}
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
