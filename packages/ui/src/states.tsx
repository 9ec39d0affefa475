import type { ReactNode } from 'react';
import { Button } from './button';
import { useUiT } from './i18n/ui-catalogue';

export function LoadingState({ label }: { label?: string }) {
  const t = useUiT();
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-stone-600">
      <span
        className="size-5 animate-spin rounded-full border-2 border-stone-300 border-t-brand-700"
        aria-hidden="true"
      />
      <span>{label ?? t('ui.loading')}</span>
    </div>
  );
}

/** A failed load; `onRetry` adds the "Try again" button every list needs. */
export function ErrorState({
  message,
  action,
  onRetry,
}: {
  message: string;
  action?: ReactNode;
  onRetry?: () => void;
}) {
  const t = useUiT();
  const actions = action ?? (onRetry ? <Button onClick={onRetry}>{t('ui.tryAgain')}</Button> : null);
  return (
    <div role="alert" className="mx-auto max-w-md rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="font-medium text-red-800">{message}</p>
      {actions ? <div className="mt-4 flex justify-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** A form's error line, announced as it appears; nothing when there is none. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-800">
      {message}
    </p>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-md rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center">
      <p className="text-lg font-semibold">{title}</p>
      {children ? (
        <div className="mt-4 flex flex-wrap justify-center gap-2 text-stone-700">{children}</div>
      ) : null}
    </div>
  );
}
