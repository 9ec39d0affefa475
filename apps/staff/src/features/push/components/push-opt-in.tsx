import { Button, pushSupported, showToast, subscribeThisBrowser } from '@jhola/ui';
import { useState } from 'react';
import { useVapidKey } from '../api/get-vapid-key';
import { savePushSubscription } from '../api/save-push-subscription';
import { tPush, usePushT } from '../i18n';

/**
 * Issue 19: a shopper may opt in to pushes for a new order waiting and for the customer's answers, so the
 * news reaches them with Jhola Staff closed. Shown while the browser has not been asked yet.
 */
export function PushOptIn() {
  const t = usePushT();
  const vapidKey = useVapidKey();
  const [state, setState] = useState<'offer' | 'busy' | 'gone'>(() =>
    pushSupported() && Notification.permission === 'default' ? 'offer' : 'gone',
  );
  if (state === 'gone' || !vapidKey.data) return null;
  const key = vapidKey.data;

  const turnOn = async () => {
    setState('busy');
    try {
      const subscription = await subscribeThisBrowser(key);
      if (subscription) await savePushSubscription(subscription);
      showToast(tPush(subscription ? 'staffPush.on' : 'staffPush.blocked'), 'info');
    } catch {
      showToast(tPush('staffPush.failed'), 'error');
    }
    setState('gone');
  };

  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-stone-300 bg-white p-3 text-sm">
      <p className="min-w-0 flex-1">{t('staffPush.offer')}</p>
      <Button variant="secondary" onClick={() => void turnOn()} disabled={state === 'busy'}>
        {t('staffPush.turnOn')}
      </Button>
    </div>
  );
}
