import { config } from 'zod/v4/core';

// The staff app runs under the same Content-Security-Policy as the customer app (no 'unsafe-eval'):
// zod must not probe `new Function` (see apps/web/src/schema-config.ts). Imported first by main.tsx.
config({ jitless: true });
