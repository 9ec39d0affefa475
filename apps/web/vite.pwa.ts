import { jholaPwa } from '../../scripts/pwa/vite-plugin.mjs';

/** The customer app as an installable app with its own service worker at /sw.js, scope / (issue 19). */
export const pwa = jholaPwa({
  name: 'Jhola',
  shortName: 'Jhola',
  description: 'Your local shops, delivered by a personal shopper.',
  themeColor: '#0f766e',
  backgroundColor: '#fafaf9',
  // The staff app has its own worker under /staff/; the API, the socket and images are always live.
  networkOnly: ['/staff/', '/api/', '/socket.io/', '/media/', '/uploads/'],
  // Linked once the first screen is drawn (main.tsx): install needs it then, the first screen never.
  linkManifest: false,
});
