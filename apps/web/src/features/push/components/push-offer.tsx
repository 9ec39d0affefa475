import { pushSupported } from '@jhola/ui';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { showToast } from '../../../components/ui/toast-store';
import { usePublicConfig } from '../../../lib/public-config';
import { usePushT } from '../i18n';
import { readPushState, turnOnPush, writePushState } from '../lib/browser-push';

/**
 * Issue 19: offered after an order is placed (never on first load): notifications when the order needs the
 * customer, with Jhola closed. The browser's own permission prompt only follows "Turn on"; "Not now" is
 * remembered, and a browser that already said no is not asked.
 */
export function PushOffer() {
  const config = usePublicConfig();
  const t = usePushT();
  const [state, setState] = useState<'offer' | 'busy' | 'gone'>(() =>
    pushSupported() && Notification.permission !== 'denied' && readPushState() === null ? 'offer' : 'gone',
  );
  const vapidPublicKey = config.data?.vapidPublicKey;
  if (state === 'gone' || !vapidPublicKey) return null;

  const turnOn = async () => {
    setState('busy');
    try {
      const on = await turnOnPush(vapidPublicKey);
      showToast(on ? t('push.on') : t('push.blocked'), on ? 'success' : 'info');
      if (!on) writePushState({ kind: 'declined' });
    } catch {
      showToast(t('push.failed'), 'error');
    }
    setState('gone');
  };
  const notNow = () => {
    writePushState({ kind: 'declined' });
    setState('gone');
  };

  return (
    <div className="px-4 pb-8">
      <section
        aria-labelledby="push-offer-title"
        className="mx-auto max-w-xl rounded-xl border border-brand-100 bg-brand-50 p-4"
      >
        <h2 id="push-offer-title" className="font-semibold">
          {t('push.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t('push.body')}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button onClick={() => void turnOn()} disabled={state === 'busy'}>
            {t('push.turnOn')}
          </Button>
          <Button variant="secondary" onClick={notNow} disabled={state === 'busy'}>
            {t('push.notNow')}
          </Button>
        </div>
      </section>
    </div>
  );
}
