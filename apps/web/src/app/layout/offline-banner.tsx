import { useOnline } from '../../lib/online';
import { useAppT } from './i18n';

/** Issue 19: with the network gone the app still opens, says so, and shows the orders as last seen. */
export function OfflineBanner() {
  const online = useOnline();
  const t = useAppT();
  if (online) return null;
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-sm text-amber-950">
      <p className="mx-auto max-w-6xl">
        <strong>{t('app.offlineTitle')}</strong> {t('app.offlineBody')}
      </p>
    </div>
  );
}
