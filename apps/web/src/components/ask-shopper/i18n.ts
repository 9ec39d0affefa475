import { defineCatalogue } from '@jhola/ui';
import english from './locales/en.json';

/**
 * "Can't find it? Ask your shopper" in every language: a catalogue of its own, since the shared
 * components' catalogue is in the first load and this dialog is only on the shop and cart screens.
 */
export const { useT: useAskShopperT } = defineCatalogue(english);
