import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

/** Every mail the local SMTP server has received so far (written by global-setup.ts), oldest first. */
export function receivedMails(): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: the SMTP catcher of global-setup.ts is not running');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as ReceivedMail);
}

/** Waits for a mail to `to` whose subject contains `subject` and that arrived after `since`. */
export async function waitForMail(
  to: string,
  subject: string,
  { since = new Date(0), timeoutMs = 15_000 } = {},
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = receivedMails().find(
      (m) =>
        m.to.includes(to.toLowerCase()) && m.subject.includes(subject) && new Date(m.receivedAt) >= since,
    );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The link in the mail's plain text that goes to `pathname` (e.g. /verify-email). */
export function linkIn(mail: ReceivedMail, pathname: string): URL {
  const href = mail.text.match(/https?:\/\/\S+/g)?.find((l) => new URL(l).pathname === pathname);
  if (!href) throw new Error(`no ${pathname} link in "${mail.subject}"`);
  return new URL(href);
}
