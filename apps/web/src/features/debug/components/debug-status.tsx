import { useApiHealth } from '../../../lib/api-health';
import { useRealtime } from '../../../lib/socket';
import { Card, Row, StatusPill } from './status-pill';

const SOCKET_TONE = { connected: 'good', connecting: 'wait', disconnected: 'bad' } as const;
const API_TONE = { healthy: 'good', unhealthy: 'bad', error: 'bad', unknown: 'none' } as const;

export function DebugStatus() {
  const socket = useRealtime();
  const health = useApiHealth();
  return (
    <Card title="Status">
      <dl>
        <Row term="Socket">
          <StatusPill tone={SOCKET_TONE[socket.status]}>{socket.status}</StatusPill>
        </Row>
        <Row term="Socket id">{socket.socketId ?? '—'}</Row>
        <Row term="Transport">{socket.transport ?? '—'}</Row>
        {socket.lastError ? <Row term="Last socket error">{socket.lastError}</Row> : null}
        <Row term="API">
          <StatusPill tone={API_TONE[health.state]}>
            {health.checking ? 'checking…' : health.state}
          </StatusPill>
        </Row>
        <Row term="API answer">{health.httpStatus === null ? 'none' : String(health.httpStatus)}</Row>
        <Row term="Server version">{health.version ?? '—'}</Row>
        <Row term="Last health check">{health.checkedAt ?? 'not yet'}</Row>
      </dl>
    </Card>
  );
}
