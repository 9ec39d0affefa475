import english from '../locales/en.json';
import { defineCatalogue } from './catalogue';

/** The shared primitives' own words (close, loading, try again, the update banner, the switch). */
export const { t: tUi, useT: useUiT } = defineCatalogue(english);
