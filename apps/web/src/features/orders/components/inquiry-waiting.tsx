import type { InquiryAvailability } from '@jhola/domain';

/** PRODUCT.md §2 waiting view: minutes left and a progress bar until the customer may contact the shopper. */
export function InquiryWaiting({
  state,
  compact = false,
}: {
  state: InquiryAvailability;
  compact?: boolean;
}) {
  const percent = Math.round(state.progress * 100);
  const minutes = state.minutesLeft === 1 ? '1 minute' : `${state.minutesLeft} minutes`;
  return (
    <div className={compact ? 'text-sm' : ''}>
      <p>
        You can contact your shopper in <strong>{minutes}</strong>.
        {compact ? null : ' Shoppers need a little time to get started on your order.'}
      </p>
      <div
        role="progressbar"
        aria-label="Time until you can contact your shopper"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${minutes} left`}
        className="mt-2 h-2 w-full overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
