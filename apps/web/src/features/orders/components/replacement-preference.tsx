import { IF_NO_ANSWER_LABELS, type IfNoAnswer, minutesLabel, type ReplacementChoice } from '@jhola/domain';
import { replacementText } from '../../../lib/replacement-text';

/** PRODUCT.md §12: what the customer asked for when an item is not available. */
export function ReplacementPreference({ choice }: { choice: ReplacementChoice | null | undefined }) {
  if (!choice) return null;
  return (
    <p className="text-sm text-stone-700">
      If not available: <span className="font-medium text-stone-900">{replacementText(choice)}</span>
    </p>
  );
}

/** PRODUCT.md §12: what happens when the customer does not answer a change in time. */
export function IfNoAnswerNote({ ifNoAnswer, minutes }: { ifNoAnswer: IfNoAnswer; minutes: number }) {
  return (
    <p className="mt-3 rounded-lg bg-stone-100 px-3 py-2 text-sm">
      If you don't answer changes within {minutesLabel(minutes)}:{' '}
      <span className="font-semibold">{IF_NO_ANSWER_LABELS[ifNoAnswer]}</span>
    </p>
  );
}
