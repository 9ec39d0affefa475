import type { CartQuote } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { useFeesT } from './i18n';

/** The id the checkout button points at while the cart is below the shop's minimum order. */
export const MINIMUM_NOTE_ID = 'minimum-order-note';

/** Beside the way to the checkout: why it is closed ("Add ₹31 more to reach the minimum order of ₹99"). */
export function MinimumOrderNote({ quote }: { quote: CartQuote | undefined }) {
  const t = useFeesT();
  const f = useFormat();
  if (quote?.shortBy === undefined) return null;
  return (
    <p id={MINIMUM_NOTE_ID} className="w-full text-sm font-semibold text-amber-900">
      {t('components.fees.addForMinimum', {
        amount: f.money(quote.shortBy),
        minimum: f.money(quote.minimumOrder ?? 0),
      })}
    </p>
  );
}
