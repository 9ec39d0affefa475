import type { CartQuote } from '@jhola/domain';
import { useFormat } from '@jhola/ui';
import { useFeesT } from './i18n';

/**
 * What would remove each fee, in words (issue 45): "Add ₹42 more for free delivery", the small-cart fee,
 * and, first and in amber, what is missing to reach the shop's minimum order. Announced as it changes.
 */
export function FeeHints({ quote }: { quote: CartQuote }) {
  const t = useFeesT();
  const f = useFormat();
  const delivery = quote.fees.find((fee) => fee.kind === 'delivery');
  const smallCart = quote.fees.find((fee) => fee.kind === 'small_cart');
  const hints: { key: string; text: string; urgent?: boolean }[] = [];
  if (quote.shortBy !== undefined)
    hints.push({
      key: 'minimum',
      urgent: true,
      text: t('components.fees.addForMinimum', {
        amount: f.money(quote.shortBy),
        minimum: f.money(quote.minimumOrder ?? 0),
      }),
    });
  if (delivery?.addToRemove !== undefined)
    hints.push({
      key: 'delivery',
      text: t('components.fees.addForFreeDelivery', { amount: f.money(delivery.addToRemove) }),
    });
  else if (delivery?.amount === 0 && quote.freeDeliveryAbove !== undefined)
    hints.push({ key: 'delivery', text: t('components.fees.freeDeliveryReached') });
  if (smallCart?.addToRemove !== undefined)
    hints.push({
      key: 'small',
      text: t('components.fees.addToDropSmallCart', { amount: f.money(smallCart.addToRemove) }),
    });
  return (
    // A live region around the list (a list's own role must stay a list for its items).
    <div role="status">
      <ul className="mt-2 space-y-1 text-sm empty:hidden" data-testid="fee-hints">
        {hints.map((hint) => (
          <li
            key={hint.key}
            className={
              hint.urgent
                ? 'rounded-lg bg-amber-100 px-2 py-1 font-semibold text-amber-950'
                : 'rounded-lg bg-green-50 px-2 py-1 font-medium text-green-900'
            }
          >
            {hint.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
