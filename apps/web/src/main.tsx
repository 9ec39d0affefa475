import './schema-config';
import { startServiceWorkerAfterLoad } from '@jhola/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

startServiceWorkerAfterLoad(import.meta.env.BASE_URL, import.meta.env.PROD);
