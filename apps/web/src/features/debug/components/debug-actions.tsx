import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { checkApiHealth } from '../../../lib/api-health';
import { useAuthStore } from '../../../lib/auth-store';
import { useNotifications } from '../../../lib/notifications-store';
import { ping } from '../../../lib/socket';
import { Card } from './status-pill';

export function DebugActions() {
  const [busy, setBusy] = useState<'health' | 'ping' | null>(null);
  const [result, setResult] = useState('');

  async function run(kind: 'health' | 'ping') {
    setBusy(kind);
    try {
      if (kind === 'health') setResult(`API health: ${await checkApiHealth()}`);
      else setResult(`Socket round trip: ${await ping()} ms`);
    } catch (error) {
      setResult(`Ping failed: ${error instanceof Error ? error.message : String(error)}`);
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
    setResult('Storage cleared. You are signed out; reload to start afresh.');
  }

  return (
    <Card title="Actions">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          busy={busy === 'health'}
          busyLabel="Checking..."
          onClick={() => run('health')}
        >
          Check health
        </Button>
        <Button variant="secondary" busy={busy === 'ping'} busyLabel="Pinging..." onClick={() => run('ping')}>
          Ping socket
        </Button>
        <Button variant="secondary" onClick={clearStorage}>
          Clear storage
        </Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
      <p role="status" className="mt-3 min-h-6 font-mono text-sm" data-testid="debug-result">
        {result}
      </p>
    </Card>
  );
}
