import type { Messages } from '@lingui/core';

// Every Hindi catalogue of the staff app and of the packages it shows, in one chunk fetched only when
// a shopper chooses Hindi (English arrives with each feature's code).
const catalogues = import.meta.glob<Messages>(
  ['../**/locales/hi.json', '../../../../packages/{ui,domain}/src/**/locales/hi.json'],
  { eager: true, import: 'default' },
);

export const hindi: Messages = Object.assign({}, ...Object.values(catalogues));
