import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CaughtSms {
  path: string;
  headers: IncomingHttpHeaders;
  /** The raw body as the provider adapter sent it. */
  body: string;
  /** Parsed: JSON bodies as objects, form bodies as their fields. */
  // biome-ignore lint/suspicious/noExplicitAny: tests assert on every field they read
  fields: any;
}

/**
 * A local SMS provider (the SMS_WEBHOOK_URL receiver, or the MSG91/Twilio endpoints): records every POST
 * and answers `status` (202 unless a test changes it). Nothing leaves the machine. `onSms` lets the
 * journeys' global setup write each message where the browser tests read it.
 */
export class SmsCatcher {
  readonly received: CaughtSms[] = [];
  status = 202;
  private waiters: { count: number; resolve: () => void }[] = [];
  private server: Server | null = null;

  constructor(private readonly onSms?: (sms: CaughtSms) => void) {}

  async start(port = 0): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (c: Buffer) => chunks.push(c));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const type = request.headers['content-type'] ?? '';
        const fields = type.includes('json') ? safeJson(body) : Object.fromEntries(new URLSearchParams(body));
        const sms = { path: request.url ?? '', headers: request.headers, body, fields };
        this.received.push(sms);
        this.onSms?.(sms);
        for (const w of this.waiters.filter((w) => this.received.length >= w.count)) w.resolve();
        this.waiters = this.waiters.filter((w) => this.received.length < w.count);
        response.writeHead(this.status, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Resolves once `count` messages in all have arrived (no polling: each arrival checks). */
  waitForCount(count: number): Promise<void> {
    if (this.received.length >= count) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ count, resolve }));
  }

  /** The 6-digit code in the newest message to `to` (E.164). */
  codeFor(to: string): string {
    const sms = [...this.received].reverse().find((s) => s.fields?.to === to);
    const code = /\b(\d{6})\b/.exec(String(sms?.fields?.text ?? ''))?.[1];
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}
