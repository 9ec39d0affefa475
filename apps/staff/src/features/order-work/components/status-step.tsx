import { Button, showToast } from '@jhola/ui';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-error';
import { type StaffStep, useSetStatus } from '../api/set-status';
import { useWorkT } from '../i18n';

/** One big button for the next step, with a line that says what it means. */
export function StatusStep({
  orderId,
  step,
  label,
  children,
}: {
  orderId: string;
  step: StaffStep;
  label: string;
  children: ReactNode;
}) {
  const t = useWorkT();
  const setStatus = useSetStatus(orderId);
  return (
    <section className="flex flex-col gap-3 rounded-xl bg-white p-4 shadow-sm">
      <p className="text-stone-800">{children}</p>
      <Button
        className="w-full text-lg"
        busy={setStatus.isPending}
        busyLabel={t('staffWork.saving')}
        onClick={() => setStatus.mutate(step, { onError: (e) => showToast(errorMessage(e), 'error') })}
      >
        {label}
      </Button>
    </section>
  );
}
