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
}

/** The manifest, the service worker with this build's precache list, and the manifest link. */
export declare function jholaPwa(options: PwaOptions): Plugin;
