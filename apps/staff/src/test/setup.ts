import { staffTransport } from '../lib/api';
import { serveTheStaffApi } from './local-api';

// Runs after the shared screen-test set-up (packages/ui/src/testing/jsdom-setup.ts), which reset the modules:
// the transport imported here is the instance the test file uses.
// The transport retries a failed read three times with a random wait from a second (as the app does);
// tests keep the retries but not the wait.
staffTransport.configure({ retryDelayMs: 0 });
// Every file's requests go to a real local server through that transport (test/local-api.ts).
serveTheStaffApi();
