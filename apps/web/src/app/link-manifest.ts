/**
 * Adds the app's manifest link (apps/web/vite.pwa.ts leaves it out of index.html). A browser fetches the
 * manifest and its icons as soon as it sees the link: in the page's first moments that was three requests
 * on a slow network before the first screen, which needs none of them (decision 0053). Installing needs
 * the link only once the page is up.
 */
export function linkManifest(base: string): void {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = `${base}manifest.webmanifest`;
  document.head.append(link);
}
