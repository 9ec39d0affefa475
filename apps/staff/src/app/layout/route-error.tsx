import { Button, ErrorState } from '@jhola/ui';
import { useAppT } from '../i18n';

/** A screen that failed to load (usually a chunk on a dropped connection): reloading fetches it again. */
export function RouteError() {
  const t = useAppT();
  return (
    <main className="p-4">
      <ErrorState
        message={t('staffApp.screenFailed')}
        action={<Button onClick={() => window.location.reload()}>{t('staffApp.reload')}</Button>}
      />
    </main>
  );
}
