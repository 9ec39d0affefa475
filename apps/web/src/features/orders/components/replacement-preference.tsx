import { IF_NO_ANSWER_LABELS, type IfNoAnswer, type ReplacementChoice } from '@jhola/domain';
import { useDomainT } from '../../../lib/domain-text';
import { replacementText } from '../../../lib/replacement-text';
import { useOrdersT } from '../i18n';
import { SLOT, withSlot } from '../lib/slot';

/** PRODUCT.md §12: what the customer asked for when an item is not available. */
export function ReplacementPreference({ choice }: { choice: ReplacementChoice | null | undefined }) {
  const t = useOrdersT();
  if (!choice) return null;
  return (
    <p className="text-sm text-stone-700">
      {withSlot(
        t('orders.preference.ifNotAvailable', { choice: SLOT }),
        <span className="font-medium text-stone-900">{replacementText(choice)}</span>,
      )}
    </p>
  );
}

/** PRODUCT.md §12: what happens when the customer does not answer a change in time. */
export function IfNoAnswerNote({ ifNoAnswer, minutes }: { ifNoAnswer: IfNoAnswer; minutes: number }) {
  const t = useOrdersT();
  const tDomain = useDomainT();
  // Tests shorten the wait to fractions of a minute: two decimals at most, as the domain's label has it.
  const shown = Number.isInteger(minutes) ? minutes : Number(minutes.toFixed(2));
  return (
    <p className="mt-3 rounded-lg bg-stone-100 px-3 py-2 text-sm">
      {withSlot(
        t('orders.preference.ifNoAnswer', { minutes: shown, outcome: SLOT }),
        <span className="font-semibold">{tDomain(IF_NO_ANSWER_LABELS[ifNoAnswer])}</span>,
      )}
    </p>
  );
}
