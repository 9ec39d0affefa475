import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the stand-in server received it. */
export interface SeenCall {
  /** The whole address asked for (`http://127.0.0.1:<port>/api/...?...`). */
  url: string;
  method: string;
  /** The JSON body read back, the text of another body, or null without one. */
  body: unknown;
  /** The Authorization header (`Bearer ...`), or null. */
  auth: string | null;
  /** The language the request asks the server to answer in (Accept-Language), or null. */
  language: string | null;
  headers: IncomingHttpHeaders;
}

/** What the stand-in answers: a status and a body, written as JSON (an envelope, usually) unless it is text. */
export interface StandInReply {
  status: number;
  body: unknown;
}

/** The connection dropped before any answer: the client's fetch fails as on a lost network. */
export const HANG_UP = 'hang up';

export type Answer = (
  call: SeenCall,
) => StandInReply | typeof HANG_UP | Promise<StandInReply | typeof HANG_UP>;

const NOTHING_TO_SAY: StandInReply = { status: 500, body: { success: false, message: 'no reply set' } };

/**
 * A real local HTTP server standing in for the Jhola API in screen tests (docs/CODE_STYLE.md: stand-ins at
 * the edge, a real server rather than a stubbed function), so the app's real transport runs end to end:
 * fetch, headers, time-outs, retries, the Idempotency-Key, the envelope. The test says how it answers
 * (`answerBy`, or `replies` in turn) and reads the calls it received. Point the app's transport at `url`.
 */
export async function startLocalApi() {
  let answer: Answer = () => NOTHING_TO_SAY;
  let calls: SeenCall[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const json = /json/.test(req.headers['content-type'] ?? '');
      const call: SeenCall = {
        url: `${origin}${req.url ?? '/'}`,
        method: req.method ?? 'GET',
        body: raw === '' ? null : json ? JSON.parse(raw) : raw,
        auth: req.headers.authorization ?? null,
        language: (req.headers['accept-language'] as string | undefined) ?? null,
        headers: req.headers,
      };
      calls.push(call);
      const reply = await answer(call);
      if (reply === HANG_UP) {
        req.socket.destroy();
        return;
      }
      const text = typeof reply.body === 'string';
      res.writeHead(reply.status, {
        'Content-Type': text ? 'text/plain; charset=utf-8' : 'application/json',
      });
      res.end(text ? reply.body : JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** The server's origin; the app's transport takes `${url}/api` as its base. */
    url: origin,
    /** Answers each call by what it asks; returns the calls received from now on. */
    answerBy(next: Answer): SeenCall[] {
      answer = next;
      calls = [];
      return calls;
    },
    /** Answers each call with the next of these (a 500 once they run out); returns the calls received from now on. */
    replies(...replies: (StandInReply | typeof HANG_UP)[]): SeenCall[] {
      return this.answerBy(() => replies.shift() ?? NOTHING_TO_SAY);
    },
    async close(): Promise<void> {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type LocalApi = Awaited<ReturnType<typeof startLocalApi>>;
