/**
 * Registers the service worker once the page has loaded, from a chunk of its own, so that the first load
 * carries only these lines (issue 19). Built apps only: the dev server has no /sw.js.
 */
export function startServiceWorkerAfterLoad(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => void import('./service-worker').then((m) => m.registerServiceWorker());
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
