import { useUpdateStore } from './update-store';

/** How often an open app asks whether a new version was deployed. */
const CHECK_EVERY_MS = 30 * 60_000;

/**
 * Registers the app's service worker, `${base}sw.js` with scope `base` (issue 19). A new version installs
 * in the background and waits: the banner offers "A new version is ready · Reload", and only when the
 * person takes it does the page reload onto it. Imported lazily (its own chunk), after the page loaded.
 */
export async function registerServiceWorker(base: string): Promise<void> {
  let registered: ServiceWorkerRegistration | undefined;
  try {
    registered = await navigator.serviceWorker.register(`${base}sw.js`, { scope: base });
  } catch (error) {
    console.warn('The service worker could not be registered', error);
    return;
  }
  // A browser that blocks workers can answer with nothing at all (Playwright's `serviceWorkers: 'block'`).
  if (!registered) return;
  const registration = registered;
  // The first install claims the page: that is not an update, so only a change of this app's own worker
  // reloads. A staff page the customer app's worker controlled (its scope `/` covers `/staff/`) is claimed
  // by the staff worker's first install, which reloaded the page under a sign-in being typed (issue 30).
  const ownWorker = new URL(`${base}sw.js`, window.location.href).href;
  const isOwn = (worker: ServiceWorker | null) => worker?.scriptURL === ownWorker;
  const hadController = isOwn(navigator.serviceWorker.controller);
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });

  const offer = (worker: ServiceWorker | null) => {
    if (worker && isOwn(navigator.serviceWorker.controller)) useUpdateStore.setState({ waiting: worker });
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing);
    });
  });
  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, CHECK_EVERY_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

/**
 * Registers at once, for an app with no first-load budget to protect: the staff app (issue 19). Until its
 * own worker is registered, a staff page is controlled by the customer app's worker (scope `/` covers
 * `/staff/`), which leaves it to the network: after `load`, from a chunk of its own, that window lasted
 * past the page's load and the staff app could open without its worker. `enabled`: built apps only.
 */
export function startServiceWorkerNow(base: string, enabled: boolean): void {
  if (enabled && 'serviceWorker' in navigator) void registerServiceWorker(base);
}
