import type { Plugin } from 'vite';

/**
 * The cards of a product grid's first screen: its first `rows` rows of `columns` cards, or of the
 * columns of the first `wider` media query that matches (widest first).
 */
export interface FirstCards {
  rows: number;
  columns: number;
  wider: readonly { media: string; columns: number }[];
}

/** An API read the first screen waits for. */
export interface LandingRead {
  /** The path and query as the app asks (`$1`: the path's first part; `$place`: the chosen place's query). */
  path: string;
  signedIn: boolean;
  /** The reply is a page of products: the pictures of the cards the first screen draws are preloaded. */
  pictures?: FirstCards;
  /**
   * Code the screen loads only when this reply asks for it (home's orders widget): its files are
   * preloaded as soon as `when(data, now, rule)` says so of the reply's `data`. `when` is written into
   * the page as it is (its source), so it may use nothing but its arguments; `rule` is written as JSON.
   */
  code?: {
    module: string;
    when(data: unknown, now: number, rule: unknown): boolean;
    rule: unknown;
  };
}

/** A screen an app is opened on: its path, its module, and the API reads its first screen waits for. */
export interface LandingScreen {
  path: RegExp;
  module: string;
  reads?: LandingRead[];
}

export interface RoutePreloadOptions {
  screens: readonly LandingScreen[];
  /** Where the app is served ('/', '/staff/'): the files' addresses start with it. */
  base?: string;
  /** The local-storage key of the signed-in session ({ token }), for the screens' signed-in reads. */
  authKey?: string;
  /**
   * The local-storage key of the chosen delivery place (zustand's { state: { place: { lat, lng } } }): a
   * read's `$place` becomes `&lat=…&lng=…` as the app rounds them (4 decimals), or nothing without one.
   */
  placeKey?: string;
  /** The local-storage key of the cart (zustand's { state: { items: [{ _id }] } }): a card shows its size in the cart. */
  cartKey?: string;
}

/** Writes the landing script into the built page: modulepreload for the opened screen and its first reads. */
export function routePreload(options: RoutePreloadOptions): Plugin;
