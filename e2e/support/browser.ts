import type { LaunchOptions } from '@playwright/test';

/**
 * The browser of the journeys: Debian's headless build of Chromium (the `chromium-headless-shell`
 * package, the same version as its `chromium`; scripts/test.mjs installs both). It is the Blink, V8 and
 * network stack of `/usr/bin/chromium` without the desktop browser that `chromium --headless` still runs
 * around the page, and took half the browser's CPU of the same journeys (decision 0079). It is also what
 * Playwright itself runs headless.
 */
const HEADLESS_CHROMIUM = '/usr/bin/chromium-headless-shell';

// Playwright adds its own switches (no background networking, extensions, /dev/shm, ...); these are ours.
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
];

export const launchOptions: LaunchOptions = { executablePath: HEADLESS_CHROMIUM, args };

/**
 * The whole browser, for the journeys of what only it has: notifications. The headless build has no
 * notification centre, so it answers every site's notification permission "denied" (the offer to turn
 * them on never shows) and a service worker may not show one even when the test grants it.
 */
export const withNotifications: LaunchOptions = { executablePath: '/usr/bin/chromium', args };
