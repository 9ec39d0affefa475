import { IF_NO_ANSWER, IF_NO_ANSWER_LABELS, type IfNoAnswer, minutesLabel } from '@jhola/domain';
import { ChoiceRadio } from '../../../components/ui/choice-radio';

const HELP: Record<IfNoAnswer, string> = {
  approve: 'Your shopper carries on with the changes, so your order is not held up.',
  cancel: 'Nothing is bought without your yes. You pay nothing.',
};

/**
 * PRODUCT.md §12 "When nobody answers": chosen before the order is placed, so the order never waits
 * forever and the customer knows what will happen.
 */
export function IfNoAnswerChoice({
  minutes,
  value,
  onChange,
}: {
  minutes: number;
  value: IfNoAnswer;
  onChange(value: IfNoAnswer): void;
}) {
  return (
    <fieldset className="rounded-xl border border-stone-200 bg-white p-4">
      <legend className="sr-only">If you don't answer changes within {minutesLabel(minutes)}:</legend>
      <p aria-hidden="true" className="text-lg font-bold">
        If you don't answer changes within {minutesLabel(minutes)}:
      </p>
      <p className="text-sm text-stone-700">
        When your shopper has to change something, you are asked first and get {minutesLabel(minutes)} to
        answer.
      </p>
      <div className="mt-2 grid gap-1 sm:grid-cols-2">
        {IF_NO_ANSWER.map((option) => (
          <ChoiceRadio
            key={option}
            boxed
            name="if-no-answer"
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            title={IF_NO_ANSWER_LABELS[option]}
            help={HELP[option]}
          />
        ))}
      </div>
    </fieldset>
  );
}
