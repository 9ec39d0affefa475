import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup: unmount after each test.
afterEach(cleanup);

// The machine running the suite is shared and often busy: findBy / waitFor wait for their condition
// up to 10 s instead of 1 s (a test that passes still finishes as soon as the condition holds).
configure({ asyncUtilTimeout: 10_000 });
