import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './pwa-register';
import { useUpdateStore } from './update-store';

/** jsdom has no service workers: each test gives the page the `navigator.serviceWorker` a browser would. */
function browserWith(register: () => Promise<unknown>, controller: object | null = null) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(new EventTarget(), { register, controller }),
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  useUpdateStore.setState({ waiting: null });
});

describe('registerServiceWorker', () => {
  it('does nothing more when the browser blocks workers and answers with no registration', async () => {
    browserWith(async () => undefined);
    await expect(registerServiceWorker('/')).resolves.toBeUndefined();
    expect(useUpdateStore.getState().waiting).toBeNull();
  });

  it('keeps going when registration is refused', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    browserWith(async () => Promise.reject(new Error('SecurityError')));
    await expect(registerServiceWorker('/')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('offers a version already waiting to a page that a worker controls', async () => {
    const waiting = { state: 'installed' };
    browserWith(async () => Object.assign(new EventTarget(), { waiting, update: async () => undefined }), {
      scriptURL: new URL('/sw.js', window.location.href).href,
    });
    await registerServiceWorker('/');
    expect(useUpdateStore.getState().waiting).toBe(waiting);
  });

  it("never reloads a page on its first install, even one another app's worker controlled (issue 30)", async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: window.location.href, reload });
    const registration = Object.assign(new EventTarget(), { waiting: null, update: async () => undefined });
    // The customer app's worker (scope `/`) controls the staff page until the staff worker claims it.
    browserWith(async () => registration, { scriptURL: new URL('/sw.js', window.location.href).href });
    await registerServiceWorker('/staff/');
    navigator.serviceWorker.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
    expect(useUpdateStore.getState().waiting).toBeNull();
    vi.unstubAllGlobals();
  });

  it('reloads when its own worker is replaced by a new version', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: window.location.href, reload });
    const registration = Object.assign(new EventTarget(), { waiting: null, update: async () => undefined });
    browserWith(async () => registration, { scriptURL: new URL('/staff/sw.js', window.location.href).href });
    await registerServiceWorker('/staff/');
    navigator.serviceWorker.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });
});
