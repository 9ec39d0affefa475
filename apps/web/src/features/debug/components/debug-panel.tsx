import { useDebugT } from '../i18n';
import { DebugActions } from './debug-actions';
import { DebugConfig } from './debug-config';
import { DebugStatus } from './debug-status';
import { DebugUser } from './debug-user';

/** PRODUCT.md §2 Debug panel, open to everyone: connection and configuration status, and a few checks. */
export function DebugPanel() {
  const t = useDebugT();
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold">{t('debug.title')}</h1>
      <DebugActions />
      <DebugStatus />
      <DebugUser />
      <DebugConfig />
    </div>
  );
}
