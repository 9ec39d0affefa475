import { SMTPServer } from 'smtp-server';

/** One mail as the catcher received it, with its text and HTML parts decoded. */
export interface CaughtMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpCatcher {
  url: string;
  port: number;
  mails: CaughtMail[];
  /** The next `count` mails are refused with a temporary error (to exercise retries). */
  refuseNext(count: number): void;
  /** Resolves with the first mail (already received or arriving) that matches. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/**
 * A real local SMTP server (the `smtp-server` package) that keeps what it receives: the stand-in for the
 * outside mail system in server and end-to-end tests. No TLS, no AUTH, like a development relay.
 */
export async function startSmtpCatcher(
  options: { port?: number; onMail?: (mail: CaughtMail) => void } = {},
): Promise<SmtpCatcher> {
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let refuse = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refuse > 0) {
          refuse -= 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(error);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = parseMail(raw, session.envelope);
        mails.push(mail);
        options.onMail?.(mail);
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    refuseNext(count) {
      refuse = count;
    },
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(match);
          if (!found) return false;
          cleanup();
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no matching mail within ${timeoutMs} ms (got ${mails.length})`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(wake);
        };
        const wake = () => void check();
        if (!check()) waiters.add(wake);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

type Envelope = { mailFrom: false | { address: string }; rcptTo: { address: string }[] };

function parseMail(raw: string, envelope: Envelope): CaughtMail {
  const { headers, body } = splitHeaders(raw);
  const parts = leafParts(headers, body);
  const part = (type: string) => parts.find((p) => p.type === type)?.content ?? '';
  return {
    from: envelope.mailFrom ? envelope.mailFrom.address : '',
    to: envelope.rcptTo.map((r) => r.address),
    subject: headers.subject ?? '',
    text: part('text/plain'),
    html: part('text/html'),
    raw,
  };
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** Walks multipart bodies down to their text parts, undoing quoted-printable and base64. */
function leafParts(headers: Record<string, string>, body: string): { type: string; content: string }[] {
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => {
        const inner = splitHeaders(chunk.replace(/^\r?\n/, ''));
        return leafParts(inner.headers, inner.body);
      });
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  let content = body;
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    content = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (encoding === 'base64') {
    content = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return [
    {
      type: contentType.split(';')[0]!.trim().toLowerCase(),
      content: content.replace(/\r\n/g, '\n').trimEnd(),
    },
  ];
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: Pick<CaughtMail, 'text'>, prefix: string): string | undefined {
  return mail.text.match(/https?:\/\/\S+/g)?.find((l) => l.startsWith(prefix));
}
