/**
 * The screens a customer lands on, by the path that opens them (as in router.tsx): the module of each,
 * whose code the page starts downloading with the entry (scripts/vite-route-preload.mjs), and the API reads its
 * first screen waits for, which the page starts at the same time (lib/early-reads.ts), so that the
 * first render already has its data instead of asking for it once the code has run.
 *
 * A read is the path and query exactly as the app asks for it (without /api and the `_t` cache-buster),
 * `$1` standing for the path's first part; `signedIn` reads need the customer's token. A screen or read
 * missing here still works: the app asks for it itself. landing-screens.test.ts checks each read against
 * the address the app's own request makes, so the two cannot drift apart.
 */
import type { FirstCards, LandingScreen } from '../../../../scripts/vite-route-preload.mjs';
import { ORDERS_TO_SHOW } from '../features/orders/lib/orders-to-show';
import { replyHasOrdersToShow } from '../features/orders/lib/reply-has-orders-to-show';
import { FIRST_SCREEN_ROWS, PHONE_COLUMNS, WIDER_COLUMNS } from '../features/shops/lib/grid-columns';

/** Where the chosen delivery place is kept (lib/place-store.ts, checked by landing-screens.test.ts). */
export const PLACE_KEY = 'deliveryPlace';
/** Where the cart is kept (lib/cart-store.ts, checked by landing-screens.test.ts): a card shows the size in it. */
export const CART_KEY = 'cart';

/**
 * The notice banner's list, which every screen of the layout asks for: started with the page, it no longer
 * waits for the app's code and its first render, a round trip later (decision 0053).
 */
const NOTICES = { path: '/notices/active', signedIn: false };

/** The cards a shop's first screen draws: their pictures are its largest paint. */
const FIRST_CARDS: FirstCards = { rows: FIRST_SCREEN_ROWS, columns: PHONE_COLUMNS, wider: WIDER_COLUMNS };

export const LANDING_SCREENS: LandingScreen[] = [
  {
    path: /^\/$/,
    module: 'src/app/routes/home.tsx',
    reads: [
      // (Not the saved addresses: home asks for them only while no place is chosen.)
      // With an order under way (or cancelled today) home draws the orders widget before its shop list,
      // from code of its own: started as soon as the reply says so, not once home has run and asked.
      {
        path: '/orders/customer?limit=50&page=1&sort=-createdAt',
        signedIn: true,
        code: {
          module: 'src/features/orders/components/active-orders-widget.tsx',
          when: replyHasOrdersToShow,
          rule: ORDERS_TO_SHOW,
        },
      },
      // The shops that deliver to the chosen place (all of them without one), and the category chips:
      // public reads, asked for a visitor too (decision 0057).
      { path: '/shops?limit=20$place', signedIn: false },
      { path: '/categories', signedIn: false },
      NOTICES,
    ],
  },
  {
    path: /^\/shop\/([^/]+)$/,
    module: 'src/app/routes/shop.tsx',
    reads: [
      { path: '/shops/$1/products?limit=48&sort=relevance', signedIn: false, pictures: FIRST_CARDS },
      { path: '/shops/$1', signedIn: false },
      { path: '/shops/$1/categories', signedIn: false },
      NOTICES,
    ],
  },
  { path: /^\/cart$/, module: 'src/app/routes/cart.tsx', reads: [NOTICES] },
  {
    path: /^\/final-checkout$/,
    module: 'src/app/routes/final-checkout.tsx',
    reads: [{ path: '/me/addresses', signedIn: true }, NOTICES],
  },
  { path: /^\/orders$/, module: 'src/app/routes/orders.tsx', reads: [NOTICES] },
  {
    path: /^\/orders\/([^/]+)$/,
    module: 'src/app/routes/order-details.tsx',
    reads: [{ path: '/orders/$1', signedIn: true }, { path: '/orders/$1/messages', signedIn: true }, NOTICES],
  },
];
