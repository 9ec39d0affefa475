// Plain values of the shop contract, kept free of zod so code that only needs them (the web's first
// load: cart, open/closed line) does not carry the schema library; shop.ts re-exports them.

export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** PRODUCT.md §3 defaults. */
export const DEFAULT_TAX_RATE = 5;
export const DEFAULT_INQUIRY_MINUTES = 15;
export const DEFAULT_DELIVERY_FEE = 30;
export const DEFAULT_RATING = 4.0;
