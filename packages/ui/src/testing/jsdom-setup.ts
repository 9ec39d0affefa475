import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The set-up every screen test starts from, in both apps and the shared packages (vitest.config.ts); an app
// adds only what is its own after it (the staff app's transport, apps/staff/src/test/setup.ts).
// Test files share a worker's environment and its libraries (vitest.config.ts: isolate false, since a
// fresh jsdom and React per file cost about a second each); the app's own modules are loaded afresh
// for each file, so every store, catalogue and cache starts as the app starts.
vi.resetModules();
// What a file before this one in the worker may have left switched on.
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
if (typeof document !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.lang = 'en';
  // A fresh page: the address and history entry an earlier file's router left behind are gone.
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
}

// Vitest runs without globals, so Testing Library cannot register its own cleanup: unmount after each test.
afterEach(cleanup);

// The machine running the suite is shared and often busy: findBy / waitFor wait for their condition
// up to 10 s instead of 1 s (a test that passes still finishes as soon as the condition holds).
configure({ asyncUtilTimeout: 10_000 });
