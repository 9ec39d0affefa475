import { useAuthStore } from '../../../lib/auth-store';
import { useNotifications } from '../../../lib/notifications-store';
import { Card, Row } from './status-pill';

export function DebugUser() {
  const user = useAuthStore((s) => s.user);
  const latest = useNotifications((s) => s.items).slice(0, 3);
  return (
    <>
      <Card title="User">
        {user ? (
          <dl>
            <Row term="User id">{user._id}</Row>
            <Row term="Name">{user.name}</Row>
          </dl>
        ) : (
          <p className="text-stone-700">Not signed in.</p>
        )}
      </Card>
      <Card title="Last 3 notifications">
        {latest.length === 0 ? (
          <p className="text-stone-700">No notifications yet.</p>
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
