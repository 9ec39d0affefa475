import { useUiT } from './i18n/ui-catalogue';
import { applyUpdate, useUpdateStore } from './update-store';

/** Issue 19: a new version announces itself instead of changing under the person's hands. */
export function UpdateBanner() {
  const t = useUiT();
  const waiting = useUpdateStore((s) => s.waiting);
  if (!waiting) return null;
  return (
    <div role="status" className="bg-stone-900 px-4 py-2 text-sm text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2">
        <span>{t('ui.newVersion')}</span>
        <button
          type="button"
          onClick={applyUpdate}
          className="min-h-11 rounded-lg bg-white px-4 font-semibold text-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('ui.reload')}
        </button>
      </div>
    </div>
  );
}
