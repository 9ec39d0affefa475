// A fresh Chromium for one Lighthouse load of a signed-in page. Lighthouse cannot set local storage, so
// Playwright connects to the browser over CDP, opens a JSON endpoint of the same origin (so no app script
// is cached), writes the session the app reads (customerAuth, token, user) and the page's own keys (the
// cart), and disconnects. Shared by bench/lighthouse.mjs and bench/tools/lighthouse-what-if.mjs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
];

/** Debian's Chromium with a fresh profile holding `session` and `storage`: { port, kill() }. */
export async function signedInChrome(origin, session, storage = {}) {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'jhola-lh-profile-'));
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${origin}/api/health`);
  await page.evaluate(
    ([s, extra]) => {
      if (s) {
        localStorage.setItem('customerAuth', JSON.stringify({ token: s.token, user: s.user }));
        localStorage.setItem('token', s.token);
        localStorage.setItem('user', JSON.stringify({ ...s.user, token: s.token }));
      }
      for (const [key, value] of Object.entries(extra)) localStorage.setItem(key, value);
    },
    [session, storage],
  );
  await page.close();
  await browser.close(); // disconnects only; the browser and its profile stay
  return {
    port: chrome.port,
    async kill() {
      await chrome.kill();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
