import { jholaPwa } from '../../scripts/pwa/vite-plugin.mjs';

/** The staff app as an installable app with its own service worker at /staff/sw.js, scope /staff/ (issue 19). */
export const pwa = jholaPwa({
  name: 'Jhola Staff',
  shortName: 'Jhola Staff',
  description: 'Shoppers, delivery people and admins run every order.',
  themeColor: '#115e59',
  backgroundColor: '#f5f5f4',
});
