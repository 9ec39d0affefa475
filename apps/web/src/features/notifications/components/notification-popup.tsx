import { notificationTarget } from '@jhola/domain';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { selectCurrentPopup, startPopupExpiry, useNotifications } from '../../../lib/notifications-store';
import { useNotificationsT } from '../i18n';

/**
 * PRODUCT.md §9 popup alerts: one at a time at the bottom of the screen, the next no sooner than 15 s later,
 * gone after 5 minutes. Announced politely (the live region
 * is the layout's, there before the first popup); focus is never taken from what the customer is doing.
 */
export function NotificationPopup() {
  const popup = useNotifications(selectCurrentPopup);
  const closePopup = useNotifications((s) => s.closePopup);
  const navigate = useNavigate();
  const t = useNotificationsT();

  useEffect(() => startPopupExpiry(), []);

  const target = popup ? notificationTarget(popup) : null;
  return (
    <>
      {popup ? (
        <div
          role="status"
          className="pointer-events-auto w-full max-w-md rounded-xl border border-brand-600 bg-white p-4 shadow-lg"
        >
          <p className="font-semibold">{popup.title}</p>
          {popup.message ? <p className="mt-1 text-sm text-stone-700">{popup.message}</p> : null}
          <div className="mt-3 flex justify-end gap-2">
            {target ? (
              <button
                type="button"
                onClick={() => {
                  closePopup();
                  navigate(target);
                }}
                className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
              >
                {t('notifications.view')}
              </button>
            ) : null}
            <button
              type="button"
              onClick={closePopup}
              className="min-h-11 rounded-lg border border-stone-300 px-4 text-sm font-semibold hover:bg-stone-100"
            >
              {t('notifications.dismiss')}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
