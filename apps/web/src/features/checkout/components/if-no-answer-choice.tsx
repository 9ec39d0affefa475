import { IF_NO_ANSWER, IF_NO_ANSWER_LABELS, type IfNoAnswer } from '@jhola/domain';
import { ChoiceRadio } from '../../../components/ui/choice-radio';
import { useDomainT } from '../../../lib/domain-text';
import { useCheckoutT } from '../i18n';

const HELP = {
  approve: 'checkout.ifNoAnswerApproveHelp',
  cancel: 'checkout.ifNoAnswerCancelHelp',
} as const satisfies Record<IfNoAnswer, string>;

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
  const t = useCheckoutT();
  const tDomain = useDomainT();
  const question = t('checkout.ifNoAnswer', { minutes });
  return (
    <fieldset className="rounded-xl border border-stone-200 bg-white p-4">
      <legend className="sr-only">{question}</legend>
      <p aria-hidden="true" className="text-lg font-bold">
        {question}
      </p>
      <p className="text-sm text-stone-700">{t('checkout.ifNoAnswerExplain', { minutes })}</p>
      <div className="mt-2 grid gap-1 sm:grid-cols-2">
        {IF_NO_ANSWER.map((option) => (
          <ChoiceRadio
            key={option}
            boxed
            name="if-no-answer"
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            title={tDomain(IF_NO_ANSWER_LABELS[option])}
            help={t(HELP[option])}
          />
        ))}
      </div>
    </fieldset>
  );
}
