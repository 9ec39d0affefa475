import type { Plugin } from 'vite';

export interface PwaOptions {
  name: string;
  shortName: string;
  description: string;
  themeColor: string;
  backgroundColor: string;
  startUrl?: string;
  /** Paths under the app's scope the service worker never answers (the API, the socket, another app). */
  networkOnly?: string[];
  /**
   * false: index.html gets no manifest link, and the app adds it itself (the customer app, once its first
   * screen is drawn: the browser fetches the manifest and its icons as soon as it sees the link).
   */
  linkManifest?: boolean;
}

/** The manifest, the service worker with this build's precache list, and the manifest link. */
export declare function jholaPwa(options: PwaOptions): Plugin;
