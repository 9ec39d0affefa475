import './schema-config';
import { startServiceWorkerNow } from '@jhola/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { setUpLanguages } from './app/languages/setup-i18n';
import './index.css';

// A Hindi reader's choice is applied before the first paint, so English never flashes first.
void setUpLanguages().finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// Registered before the first screen, not after load: see startServiceWorkerNow (issue 19).
startServiceWorkerNow(import.meta.env.BASE_URL, import.meta.env.PROD);
