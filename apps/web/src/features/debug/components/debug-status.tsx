import { useApiHealth } from '../../../lib/api-health';
import { useRealtime } from '../../../lib/socket';
import { useDebugT } from '../i18n';
import { Card, Row, StatusPill } from './status-pill';

const SOCKET_TONE = { connected: 'good', connecting: 'wait', disconnected: 'bad' } as const;
const API_TONE = { healthy: 'good', unhealthy: 'bad', error: 'bad', unknown: 'none' } as const;
const SOCKET_WORD = {
  connected: 'debug.socketConnected',
  connecting: 'debug.socketConnecting',
  disconnected: 'debug.socketDisconnected',
} as const;
/** Each API health state in words (debug-actions.tsx reports a check with them too). */
export const API_WORD = {
  healthy: 'debug.apiHealthy',
  unhealthy: 'debug.apiUnhealthy',
  error: 'debug.apiError',
  unknown: 'debug.apiUnknown',
} as const;

export function DebugStatus() {
  const t = useDebugT();
  const socket = useRealtime();
  const health = useApiHealth();
  return (
    <Card title={t('debug.status')}>
      <dl>
        <Row term={t('debug.socket')}>
          <StatusPill tone={SOCKET_TONE[socket.status]}>{t(SOCKET_WORD[socket.status])}</StatusPill>
        </Row>
        <Row term={t('debug.socketId')}>{socket.socketId ?? '—'}</Row>
        <Row term={t('debug.transport')}>{socket.transport ?? '—'}</Row>
        {socket.lastError ? <Row term={t('debug.lastSocketError')}>{socket.lastError}</Row> : null}
        <Row term={t('debug.api')}>
          <StatusPill tone={API_TONE[health.state]}>
            {health.checking ? t('debug.checkingState') : t(API_WORD[health.state])}
          </StatusPill>
        </Row>
        <Row term={t('debug.apiAnswer')}>
          {health.httpStatus === null ? t('debug.none') : String(health.httpStatus)}
        </Row>
        <Row term={t('debug.serverVersion')}>{health.version ?? '—'}</Row>
        <Row term={t('debug.lastHealthCheck')}>{health.checkedAt ?? t('debug.notYet')}</Row>
      </dl>
    </Card>
  );
}
