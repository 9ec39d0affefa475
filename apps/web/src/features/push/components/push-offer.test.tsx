import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, startLocalApi } from '../../../test/local-api';
import { PUSH_STATE_KEY } from '../lib/browser-push';
import { PushOffer } from './push-offer';

const VAPID = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi();
});
afterAll(async () => api.close());

/** A browser with Web Push whose permission prompt answers `answer`, subscribing at a stand-in endpoint. */
function browserWithPush(answer: NotificationPermission, permission: NotificationPermission = 'default') {
  const subscribe = vi.fn(async () => ({
    toJSON: () => ({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) },
    }),
  }));
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    Object.assign(class {}, { permission, requestPermission: vi.fn(async () => answer) }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve({ pushManager: { getSubscription: async () => null, subscribe } }) },
  });
  return { subscribe };
}

function renderOffer() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PushOffer />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  api.reset();
  localStorage.clear();
  api.on('GET /config', (_req, res) =>
    json(res, 200, {
      success: true,
      data: { googleClientId: null, version: '1', supportEmail: 's@x', vapidPublicKey: VAPID },
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('PushOffer', () => {
  it('subscribes with the server key and stores the subscription only after "Turn on notifications"', async () => {
    const { subscribe } = browserWithPush('granted');
    api.on('POST /me/push-subscriptions', (_req, res) =>
      json(res, 201, {
        success: true,
        data: { subscription: { _id: 's1', endpoint: 'e', createdAt: 'now' } },
      }),
    );
    renderOffer();
    const region = await screen.findByRole('region', { name: 'Know when your order needs you' });
    expect(Notification.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on notifications' }));
    await waitFor(() => expect(region).not.toBeInTheDocument());
    const key = (subscribe.mock.calls[0] as unknown as [{ applicationServerKey: Uint8Array }])[0]
      .applicationServerKey;
    expect(key).toHaveLength(65);
    expect(api.seen.find((r) => r.method === 'POST')?.body).toMatchObject({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
    });
    expect(JSON.parse(localStorage.getItem(PUSH_STATE_KEY)!)).toEqual({ kind: 'on', id: 's1' });
  });

  // The offer decides on its first render (remembered answer, browser permission), whatever the config says.
  it('"Not now" is remembered, and a browser that said no before is not asked', async () => {
    browserWithPush('granted');
    renderOffer();
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region')).toBeNull();
    expect(Notification.requestPermission).not.toHaveBeenCalled();
    renderOffer();
    expect(screen.queryByRole('region')).toBeNull();

    localStorage.clear();
    browserWithPush('denied', 'denied');
    renderOffer();
    expect(screen.queryByRole('region')).toBeNull();
  });
});
