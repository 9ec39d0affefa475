/**
 * The product grid's columns by screen width, matching its Tailwind breakpoints: three on a phone (as
 * dense as the quick-commerce apps), four on a tablet, five beside the desktop sidebar. Plain data: the
 * page's landing script reads it too (app/landing-screens.ts), to preload the first screen's pictures.
 */
export const PHONE_COLUMNS = 3;
/** Widest first: the first that matches gives the columns. */
export const WIDER_COLUMNS = [
  { media: '(min-width: 1024px)', columns: 5 },
  { media: '(min-width: 640px)', columns: 4 },
] as const;
/** The rows of cards the first screen draws (their pictures are fetched first). */
export const FIRST_SCREEN_ROWS = 2;
