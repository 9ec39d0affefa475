import { BENGALURU } from './bengaluru.js';
import { DELHI } from './delhi.js';
import { HYDERABAD } from './hyderabad.js';
import { MUMBAI } from './mumbai.js';
import type { DemoShop } from './types.js';

export type { DemoShop } from './types.js';

/** The demo catalogue: shops in Bengaluru, Mumbai, Delhi and Hyderabad, with their products. */
export const demoShops = (): DemoShop[] => [...BENGALURU, ...MUMBAI, ...DELHI, ...HYDERABAD];

/** The supermarket with the generated range (5,000+ products). */
export const BIG_SHOP_NAME = 'Namma Fresh Supermarket';
/** Open around the clock with a 1-minute inquiry wait (see mumbai.ts). */
export const QUICK_INQUIRY_SHOP_NAME = 'Apna Bazaar Kirana Stores';
