import { HEALTH_CHECK_INTERVAL_MS, HEARTBEAT_INTERVAL_MS, SOCKET_TIMEOUT_MS } from '@jhola/domain';
import { API_TIMEOUT_MS, apiClientSettings, MAX_RETRIES } from '../../../lib/api-client';
import { LAZY_LOAD_TIMEOUT_MS } from '../../../lib/lazy-load';
import { usePublicConfig } from '../../../lib/public-config';
import { SOCKET_PATH, SOCKET_TRANSPORTS } from '../../../lib/socket';
import { Card, Row } from './status-pill';

const onOff = (on: boolean) => (on ? 'on' : 'off');

/** What the browser already knows about its set-up: no secret is ever shown here. */
export function DebugConfig() {
  const config = usePublicConfig();
  const { baseUrl, retryDelayMs } = apiClientSettings();
  const googleOn = config.data ? onOff(Boolean(config.data.googleClientId)) : 'unknown';
  return (
    <Card title="Configuration">
      <dl>
        <Row term="API base">{new URL(baseUrl, window.location.origin).href}</Row>
        <Row term="API timeout">{`${API_TIMEOUT_MS} ms`}</Row>
        <Row term="Retries">{`${MAX_RETRIES}, random waits up to ${retryDelayMs} ms doubling`}</Row>
        <Row term="Socket">{`${window.location.origin}${SOCKET_PATH}`}</Row>
        <Row term="Socket transports">{SOCKET_TRANSPORTS.join(', ')}</Row>
        <Row term="Socket timeout">{`${SOCKET_TIMEOUT_MS} ms`}</Row>
        <Row term="Heartbeat">{`every ${HEARTBEAT_INTERVAL_MS} ms`}</Row>
        <Row term="Health check">{`every ${HEALTH_CHECK_INTERVAL_MS} ms`}</Row>
        <Row term="Lazy-load time-out">{`${LAZY_LOAD_TIMEOUT_MS} ms`}</Row>
        <Row term="App version">{config.data?.version ?? '—'}</Row>
        <Row term="Support e-mail">{config.data?.supportEmail ?? '—'}</Row>
        <Row term="Google sign-in">{googleOn}</Row>
        <Row term="Socket notifications">{onOff(true)}</Row>
        <Row term="Card payments">{onOff(false)}</Row>
        <Row term="Mock data">{onOff(false)}</Row>
        <Row term="CORS proxy">{onOff(false)}</Row>
      </dl>
    </Card>
  );
}
