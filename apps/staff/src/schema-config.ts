// zod compiles object schemas with `new Function` when it may; under the app's Content-Security-Policy
// (no 'unsafe-eval') its probe for that is reported as a violation. The interpreted path is plenty for
// form-sized input. zod keeps its global configuration on `globalThis.__zod_globalConfig` (shared by every
// copy of zod on the page) and adopts an object that is already there, so setting it here, first in
// main.tsx, switches on `jitless` without putting zod itself in the first load.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
