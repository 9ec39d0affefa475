import { HEALTH_CHECK_INTERVAL_MS, HEARTBEAT_INTERVAL_MS, SOCKET_TIMEOUT_MS } from '@jhola/domain';
import { API_TIMEOUT_MS, apiClientSettings, MAX_RETRIES } from '../../../lib/api-client';
import { LAZY_LOAD_TIMEOUT_MS } from '../../../lib/lazy-load';
import { usePublicConfig } from '../../../lib/public-config';
import { SOCKET_PATH, SOCKET_TRANSPORTS } from '../../../lib/socket';
import { useDebugT } from '../i18n';
import { Card, Row } from './status-pill';

/** What the browser already knows about its set-up: no secret is ever shown here. */
export function DebugConfig() {
  const t = useDebugT();
  const config = usePublicConfig();
  const { baseUrl, retryDelayMs } = apiClientSettings();
  const onOff = (on: boolean) => (on ? t('debug.on') : t('debug.off'));
  const googleOn = config.data ? onOff(Boolean(config.data.googleClientId)) : t('debug.unknown');
  return (
    <Card title={t('debug.configuration')}>
      <dl>
        <Row term={t('debug.apiBase')}>{new URL(baseUrl, window.location.origin).href}</Row>
        <Row term={t('debug.apiTimeout')}>{t('debug.ms', { ms: API_TIMEOUT_MS })}</Row>
        <Row term={t('debug.retries')}>
          {t('debug.retriesValue', { retries: MAX_RETRIES, ms: retryDelayMs })}
        </Row>
        <Row term={t('debug.socket')}>{`${window.location.origin}${SOCKET_PATH}`}</Row>
        <Row term={t('debug.socketTransports')}>{SOCKET_TRANSPORTS.join(', ')}</Row>
        <Row term={t('debug.socketTimeout')}>{t('debug.ms', { ms: SOCKET_TIMEOUT_MS })}</Row>
        <Row term={t('debug.heartbeat')}>{t('debug.every', { ms: HEARTBEAT_INTERVAL_MS })}</Row>
        <Row term={t('debug.healthCheck')}>{t('debug.every', { ms: HEALTH_CHECK_INTERVAL_MS })}</Row>
        <Row term={t('debug.lazyLoadTimeout')}>{t('debug.ms', { ms: LAZY_LOAD_TIMEOUT_MS })}</Row>
        <Row term={t('debug.appVersion')}>{config.data?.version ?? '—'}</Row>
        <Row term={t('debug.supportEmail')}>{config.data?.supportEmail ?? '—'}</Row>
        <Row term={t('debug.googleSignIn')}>{googleOn}</Row>
        <Row term={t('debug.socketNotifications')}>{onOff(true)}</Row>
        <Row term={t('debug.cardPayments')}>{onOff(false)}</Row>
        <Row term={t('debug.mockData')}>{onOff(false)}</Row>
        <Row term={t('debug.corsProxy')}>{onOff(false)}</Row>
      </dl>
    </Card>
  );
}
