import { countdownLabel, type IfNoAnswer, minutesLabel } from '@jhola/domain';
import { useCountdown } from '../hooks/use-countdown';

export type AnswerKind = 'revision' | 'bill';

/** What happens when the time runs out (PRODUCT.md §12): the customer's own checkout choice, or the bill rule. */
function consequence(kind: AnswerKind, ifNoAnswer: IfNoAnswer): string {
  if (kind === 'bill') return 'the bill is approved automatically';
  return ifNoAnswer === 'cancel' ? 'the order is cancelled' : 'the changes are approved automatically';
}

function timeUp(kind: AnswerKind, ifNoAnswer: IfNoAnswer): string {
  if (kind === 'bill') return "Time's up: the bill is being approved.";
  return ifNoAnswer === 'cancel'
    ? "Time's up: the order is being cancelled."
    : "Time's up: the changes are being approved.";
}

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
  const seconds = useCountdown(deadline);
  if (seconds === null) return null;
  const then = consequence(kind, ifNoAnswer);
  const minutes = Math.ceil(seconds / 60);
  return (
    <div className={className} data-testid="answer-countdown">
      <p role="timer" aria-live="off" className="font-semibold">
        {seconds > 0 ? (
          <>
            Answer within <span className="tabular-nums">{countdownLabel(seconds)}</span> or {then}
          </>
        ) : (
          timeUp(kind, ifNoAnswer)
        )}
      </p>
      <p role="status" className="sr-only">
        {seconds > 0 ? `${minutesLabel(minutes)} left to answer, or ${then}.` : timeUp(kind, ifNoAnswer)}
      </p>
    </div>
  );
}
