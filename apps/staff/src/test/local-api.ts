import {
  type Answer,
  HANG_UP,
  type LocalApi,
  type SeenCall,
  type StandInReply,
  startLocalApi,
} from '@jhola/client/testing';

export { HANG_UP, type SeenCall, type StandInReply };

import { afterAll, beforeAll } from 'vitest';
import { staffTransport } from '../lib/api';

/**
 * The staff app's screen tests talk to a real local server through the app's real transport (no stubbed
 * fetch): started for each test file by `setup.ts`, answering as each test says.
 */
let api: LocalApi | null = null;

export function serveTheStaffApi(): void {
  beforeAll(async () => {
    api = await startLocalApi();
    staffTransport.configure({ baseUrl: `${api.url}/api` });
  });
  afterAll(async () => {
    await api?.close();
    api = null;
  });
}

function running(): LocalApi {
  if (!api) throw new Error('The local API starts in apps/staff/src/test/setup.ts, before the tests');
  return api;
}

/** The server answers each call with the next of these (a 500 once they run out); returns the calls it receives. */
export const serveReplies = (...replies: (StandInReply | typeof HANG_UP)[]): SeenCall[] =>
  running().replies(...replies);

/** The server answers each call by what it asks (its URL and method); returns the calls it receives. */
export const serveBy = (answer: Answer): SeenCall[] => running().answerBy(answer);
