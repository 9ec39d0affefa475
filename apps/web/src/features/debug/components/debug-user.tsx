import { useAuthStore } from '../../../lib/auth-store';
import { useNotifications } from '../../../lib/notifications-store';
import { useDebugT } from '../i18n';
import { Card, Row } from './status-pill';

export function DebugUser() {
  const t = useDebugT();
  const user = useAuthStore((s) => s.user);
  const latest = useNotifications((s) => s.items).slice(0, 3);
  return (
    <>
      <Card title={t('debug.user')}>
        {user ? (
          <dl>
            <Row term={t('debug.userId')}>{user._id}</Row>
            <Row term={t('debug.name')}>{user.name}</Row>
          </dl>
        ) : (
          <p className="text-stone-700">{t('debug.notSignedIn')}</p>
        )}
      </Card>
      <Card title={t('debug.lastNotifications')}>
        {latest.length === 0 ? (
          <p className="text-stone-700">{t('debug.noNotifications')}</p>
        ) : (
          <ol className="space-y-2">
            {latest.map((n) => (
              <li key={n.id} className="break-words">
                <span className="font-semibold">{n.title}</span>{' '}
                <span className="text-sm text-stone-600">
                  ({n.type}, {n.timestamp})
                </span>
              </li>
            ))}
          </ol>
        )}
      </Card>
    </>
  );
}
