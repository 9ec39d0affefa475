/**
 * Registers the app's service worker once the page has loaded, from a chunk of its own (pwa-register.ts),
 * so that the first load carries only these lines (issue 19). `enabled`: built apps only (the dev server
 * has no sw.js).
 */
export function startServiceWorkerAfterLoad(base: string, enabled: boolean): void {
  if (!enabled || !('serviceWorker' in navigator)) return;
  const start = () => void import('./pwa-register').then((m) => m.registerServiceWorker(base));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
