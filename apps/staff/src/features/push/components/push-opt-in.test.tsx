import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveReplies } from '../../../test/local-api';
import { renderWithApp } from '../../../test/render';
import { PushOptIn } from './push-opt-in';

const VAPID = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/shopper',
  keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
};

function browserWithPush(permission: NotificationPermission) {
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    Object.assign(class {}, { permission, requestPermission: vi.fn(async () => 'granted') }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      ready: Promise.resolve({
        pushManager: {
          getSubscription: async () => null,
          subscribe: async () => ({ toJSON: () => subscription }),
        },
      }),
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushOptIn', () => {
  it('subscribes the shopper’s browser and stores it on the account when asked', async () => {
    browserWithPush('default');
    const calls = serveReplies(
      {
        status: 200,
        body: {
          success: true,
          data: { googleClientId: null, version: '1', supportEmail: 's@x', vapidPublicKey: VAPID },
        },
      },
      {
        status: 201,
        body: { success: true, data: { subscription: { _id: 's1', endpoint: 'e', createdAt: 'now' } } },
      },
    );
    renderWithApp(<PushOptIn />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull());
    expect(calls.map((c) => `${c.method} ${new URL(c.url, 'http://x').pathname}`)).toEqual([
      'GET /api/config',
      'POST /api/me/push-subscriptions',
    ]);
    expect(calls[1]?.body).toEqual(subscription);
  });

  it('is not offered once the browser has answered', () => {
    browserWithPush('denied');
    serveReplies({ status: 200, body: { success: true, data: { vapidPublicKey: VAPID } } });
    renderWithApp(<PushOptIn />);
    expect(screen.queryByRole('button', { name: 'Turn on notifications' })).toBeNull();
  });
});
