import { config } from 'zod/v4/core';

// zod compiles object schemas with `new Function` when it may; under the app's Content-Security-Policy
// (no 'unsafe-eval') its probe for that is reported as a violation. The interpreted path is plenty
// for form-sized input. Imported first by main.tsx, before any schema is built.
config({ jitless: true });
