import { countdownLabel, type IfNoAnswer, minutesLabel, secondsLeft } from '@jhola/domain';
import { useNow } from '@jhola/ui';

export type AwaitedAnswer = 'revision' | 'bill';

/** What the server does for the customer when the time runs out (PRODUCT.md §13): then, and at 0:00. */
function consequence(kind: AwaitedAnswer, ifNoAnswer: IfNoAnswer): { next: string; ended: string } {
  if (kind === 'bill')
    return { next: 'the bill is approved automatically', ended: "Time's up: the bill is being approved." };
  return ifNoAnswer === 'cancel'
    ? { next: 'the order is cancelled', ended: "Time's up: the order is being cancelled." }
    : { next: 'the changes are approved automatically', ended: "Time's up: the changes are being approved." };
}

/**
 * The time the customer has left to answer, so the shopper knows how long the wait can last and what
 * follows. The visible text ticks each second; screen readers hear whole minutes only (once a minute).
 * Nothing when the order awaits no answer with a deadline (a bill that differs from the approved total).
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
  const seconds = secondsLeft(deadline, useNow(1000));
  if (seconds === null) return null;
  const { next, ended } = consequence(kind, ifNoAnswer);
  return (
    <div className="mt-2 text-stone-800" data-testid="answer-deadline">
      <p role="timer" aria-live="off" className="font-semibold">
        {seconds > 0 ? (
          <>
            The customer has <span className="tabular-nums">{countdownLabel(seconds)}</span> to answer; then{' '}
            {next}.
          </>
        ) : (
          ended
        )}
      </p>
      <p role="status" className="sr-only">
        {seconds > 0
          ? `${minutesLabel(Math.ceil(seconds / 60))} left for the customer, then ${next}.`
          : ended}
      </p>
    </div>
  );
}
