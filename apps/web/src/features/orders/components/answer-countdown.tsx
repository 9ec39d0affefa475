import { countdownLabel, type IfNoAnswer } from '@jhola/domain';
import { useCountdown } from '../hooks/use-countdown';
import { useOrdersT } from '../i18n';
import { SLOT, withSlot } from '../lib/slot';

export type AnswerKind = 'revision' | 'bill';

/**
 * What happens when the time runs out (PRODUCT.md §12): the customer's own checkout choice, or the bill
 * rule. Each outcome is a whole sentence per message (word order differs in Hindi).
 */
const MESSAGES = {
  bill: {
    within: 'orders.countdown.billWithin',
    left: 'orders.countdown.billLeft',
    timeUp: 'orders.countdown.billTimeUp',
  },
  cancel: {
    within: 'orders.countdown.cancelWithin',
    left: 'orders.countdown.cancelLeft',
    timeUp: 'orders.countdown.cancelTimeUp',
  },
  approve: {
    within: 'orders.countdown.approveWithin',
    left: 'orders.countdown.approveLeft',
    timeUp: 'orders.countdown.approveTimeUp',
  },
} as const;

const outcome = (kind: AnswerKind, ifNoAnswer: IfNoAnswer) =>
  MESSAGES[kind === 'bill' ? 'bill' : ifNoAnswer === 'cancel' ? 'cancel' : 'approve'];

/**
 * The time left to answer, counting down each second on screen. Screen readers hear it at most once a
 * minute: the live text names whole minutes only, so it changes (and is announced) once a minute.
 */
export function AnswerCountdown({
  deadline,
  ifNoAnswer,
  kind,
  className = '',
}: {
  deadline: string | null | undefined;
  ifNoAnswer: IfNoAnswer;
  kind: AnswerKind;
  className?: string;
}) {
  const t = useOrdersT();
  const seconds = useCountdown(deadline);
  if (seconds === null) return null;
  const messages = outcome(kind, ifNoAnswer);
  const minutes = Math.ceil(seconds / 60);
  return (
    <div className={className} data-testid="answer-countdown">
      <p role="timer" aria-live="off" className="font-semibold">
        {seconds > 0
          ? withSlot(
              t(messages.within, { time: SLOT }),
              <span className="tabular-nums">{countdownLabel(seconds)}</span>,
            )
          : t(messages.timeUp)}
      </p>
      <p role="status" className="sr-only">
        {seconds > 0 ? t(messages.left, { minutes }) : t(messages.timeUp)}
      </p>
    </div>
  );
}
