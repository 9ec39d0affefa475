import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { checkApiHealth } from '../../../lib/api-health';
import { useAuthStore } from '../../../lib/auth-store';
import { useNotifications } from '../../../lib/notifications-store';
import { ping } from '../../../lib/socket';
import { useDebugT } from '../i18n';
import { API_WORD } from './debug-status';
import { Card } from './status-pill';

export function DebugActions() {
  const [busy, setBusy] = useState<'health' | 'ping' | null>(null);
  const [result, setResult] = useState('');
  const t = useDebugT();

  async function run(kind: 'health' | 'ping') {
    setBusy(kind);
    try {
      if (kind === 'health')
        setResult(t('debug.apiHealthResult', { state: t(API_WORD[await checkApiHealth()]) }));
      else setResult(t('debug.roundTrip', { ms: await ping() }));
    } catch (error) {
      setResult(t('debug.pingFailed', { error: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(null);
    }
  }

  function clearStorage() {
    localStorage.clear();
    sessionStorage.clear();
    // The in-memory copies go too, so the app does not write them straight back.
    useNotifications.setState({ items: [] });
    useAuthStore.getState().signOut();
    setResult(t('debug.storageCleared'));
  }

  return (
    <Card title={t('debug.actions')}>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          busy={busy === 'health'}
          busyLabel={t('debug.checking')}
          onClick={() => run('health')}
        >
          {t('debug.checkHealth')}
        </Button>
        <Button
          variant="secondary"
          busy={busy === 'ping'}
          busyLabel={t('debug.pinging')}
          onClick={() => run('ping')}
        >
          {t('debug.pingSocket')}
        </Button>
        <Button variant="secondary" onClick={clearStorage}>
          {t('debug.clearStorage')}
        </Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('debug.reload')}
        </Button>
      </div>
      <p role="status" className="mt-3 min-h-6 font-mono text-sm" data-testid="debug-result">
        {result}
      </p>
    </Card>
  );
}
