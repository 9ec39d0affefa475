import './schema-config';
import { startServiceWorkerAfterLoad } from '@jhola/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setUpLanguages } from './app/i18n/setup-i18n';
import { prefetchRoute } from './app/route-prefetch';
import { preloadScreenAt } from './app/router';
import './index.css';

// A Hindi reader's choice is applied before the first paint, so English never flashes first. Then the
// first screen's requests start (they take the replies index.html's script asked for early), so the
// first render usually has its data and is the only one. The first screen's chunk is in before the
// first render: a render that suspended on it would replace index.html's shell with nothing, then show
// the screen only after React's 300 ms reveal throttle (decision 0052).
// The first render is a transition: React renders it in slices of a few milliseconds and lets the
// browser in between, instead of one long task that a tap on a slow phone would wait behind.
const languages = setUpLanguages().finally(() => prefetchRoute(window.location));
void Promise.allSettled([languages, preloadScreenAt(window.location.pathname)]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});

startServiceWorkerAfterLoad(import.meta.env.BASE_URL, import.meta.env.PROD);
