import { countdownLabel, type IfNoAnswer, secondsLeft } from '@jhola/domain';
import { useNow } from '@jhola/ui';
import { useWorkT } from '../i18n';

export type AwaitedAnswer = 'revision' | 'bill';

/** What the server does for the customer when the time runs out (PRODUCT.md §13): then, and at 0:00. */
function consequence(kind: AwaitedAnswer, ifNoAnswer: IfNoAnswer) {
  if (kind === 'bill')
    return {
      ticking: 'staffWork.deadlineBill',
      left: 'staffWork.deadlineBillLeft',
      ended: 'staffWork.deadlineBillEnded',
    } as const;
  return ifNoAnswer === 'cancel'
    ? ({
        ticking: 'staffWork.deadlineCancel',
        left: 'staffWork.deadlineCancelLeft',
        ended: 'staffWork.deadlineCancelEnded',
      } as const)
    : ({
        ticking: 'staffWork.deadlineApprove',
        left: 'staffWork.deadlineApproveLeft',
        ended: 'staffWork.deadlineApproveEnded',
      } as const);
}

/**
 * The time the customer has left to answer, so the shopper knows how long the wait can last and what
 * follows. The visible text ticks each second; screen readers hear whole minutes only (once a minute).
 * Nothing when the order awaits no answer with a deadline (a bill that differs from the approved items).
 */
export function AnswerDeadline({
  deadline,
  ifNoAnswer,
  kind,
}: {
  deadline: string | null | undefined;
  ifNoAnswer: IfNoAnswer;
  kind: AwaitedAnswer;
}) {
  const t = useWorkT();
  const seconds = secondsLeft(deadline, useNow(1000));
  if (seconds === null) return null;
  const keys = consequence(kind, ifNoAnswer);
  const ended = t(keys.ended);
  return (
    <div className="mt-2 text-stone-800" data-testid="answer-deadline">
      <p role="timer" aria-live="off" className="font-semibold tabular-nums">
        {seconds > 0 ? t(keys.ticking, { time: countdownLabel(seconds) }) : ended}
      </p>
      <p role="status" className="sr-only">
        {seconds > 0 ? t(keys.left, { minutes: Math.ceil(seconds / 60) }) : ended}
      </p>
    </div>
  );
}
