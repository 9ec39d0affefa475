import './schema-config';
import { startServiceWorkerAfterLoad } from '@jhola/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setUpLanguages } from './app/i18n/setup-i18n';
import { linkManifest } from './app/link-manifest';
import { afterFirstScreen } from './lib/lazy-load';
import './index.css';

// A Hindi reader's choice is applied before the first paint, so English never flashes first.
// The first render is a transition: React renders it in slices of a few milliseconds and lets the
// browser in between, instead of one long task that a tap on a slow phone would wait behind.
void setUpLanguages().finally(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});

// The manifest and the service worker wait for the first screen: a script fetched and run before the
// screen's largest paint is in the slow phone's path to it (decision 0053).
if (import.meta.env.PROD) {
  void afterFirstScreen().then(() => {
    linkManifest(import.meta.env.BASE_URL);
    startServiceWorkerAfterLoad(import.meta.env.BASE_URL, true);
  });
}
