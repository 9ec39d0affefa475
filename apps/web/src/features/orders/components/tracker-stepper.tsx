import { isCancelled, type TrackerStep } from '@jhola/domain';
import { useDomainT } from '../../../lib/domain-text';
import { useOrdersT } from '../i18n';
import { formatTime } from '../lib/format-order';

const DOT: Record<TrackerStep['state'], string> = {
  done: 'border-brand-700 bg-brand-700 text-white',
  current: 'border-brand-700 bg-white text-brand-800 ring-4 ring-brand-100',
  upcoming: 'border-stone-300 bg-white text-stone-400',
};

/** The order's path, one line per step: a filled dot when done, a ringed dot for now, grey to come. */
export function TrackerStepper({ steps }: { steps: TrackerStep[] }) {
  const t = useOrdersT();
  const tDomain = useDomainT();
  return (
    <ol className="mt-4 space-y-0" aria-label={t('orders.tracker.progress')} data-testid="tracker-steps">
      {steps.map((step, index) => {
        const cancelled = isCancelled(step.key);
        const last = index === steps.length - 1;
        return (
          <li
            key={step.key}
            className="relative flex gap-3 pb-3 last:pb-0"
            aria-current={step.state === 'current' ? 'step' : undefined}
            data-state={step.state}
          >
            {last ? null : (
              <span
                aria-hidden="true"
                className={`absolute top-6 left-[0.69rem] h-[calc(100%-1.25rem)] w-0.5 ${step.state === 'done' ? 'bg-brand-700' : 'bg-stone-200'}`}
              />
            )}
            <span
              aria-hidden="true"
              className={`relative z-10 mt-0.5 grid size-6 shrink-0 place-items-center rounded-full border-2 text-xs font-bold ${cancelled ? 'border-red-700 bg-red-700 text-white' : DOT[step.state]}`}
            >
              {cancelled ? '×' : step.state === 'done' ? '✓' : ''}
            </span>
            <div className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-2">
              <span
                className={`${step.state === 'upcoming' ? 'text-stone-500' : 'font-semibold text-stone-900'} ${cancelled ? 'text-red-800' : ''}`}
              >
                {tDomain(step.label)}
                <span className="sr-only">
                  {t(
                    step.state === 'done'
                      ? 'orders.tracker.done'
                      : step.state === 'current'
                        ? 'orders.tracker.now'
                        : 'orders.tracker.toCome',
                  )}
                </span>
              </span>
              {step.at ? (
                <time dateTime={step.at} className="text-sm text-stone-600">
                  {formatTime(step.at)}
                </time>
              ) : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
