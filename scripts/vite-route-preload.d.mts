import type { Plugin } from 'vite';

/** A screen an app is opened on: its path, its module, and the API reads its first screen waits for. */
export interface LandingScreen {
  path: RegExp;
  module: string;
  /**
   * The API reads the first screen waits for (`$1`: the path's first part; `$place`: the chosen place's
   * query); `pictures`: the reply is a page of products, and the
   * pictures of its first this many (distinct) are preloaded as soon as it arrives.
   */
  reads?: { path: string; signedIn: boolean; pictures?: number }[];
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
}

/** Writes the landing script into the built page: modulepreload for the opened screen and its first reads. */
export function routePreload(options: RoutePreloadOptions): Plugin;
