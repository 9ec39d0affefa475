import type { Plugin } from 'vite';
/** Marks React Router's components and contexts pure and drops their developer-tools names. */
export function makeShakeable(code: string): string;
/** React Router's production build in a built app, with what the app does not render left out. */
export function reactRouterForProduction(): Plugin;
