import { MailRepository, type OutboxRow } from '../modules/mail/repository.js';
import type { TestApp } from './test-app.js';

/**
 * Waits until the outbox holds `count` mails of `kind` for `to` (some are written after the reply, so
 * that timing does not tell whether an address exists) and returns them, oldest first.
 */
export async function waitForOutbox(t: TestApp, to: string, kind: string, count = 1): Promise<OutboxRow[]> {
  const repo = new MailRepository(t.database.db);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const rows = (await repo.listFor(to.toLowerCase())).filter((m) => m.kind === kind);
    if (rows.length >= count) return rows;
    if (Date.now() > deadline)
      throw new Error(`expected ${count} ${kind} mail(s) to ${to}, found ${rows.length}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The token and e-mail of the link (APP_URL/<path>?token&email) in the newest such mail. */
export async function linkFromOutbox(t: TestApp, to: string, kind: string, count = 1) {
  const rows = await waitForOutbox(t, to, kind, count);
  const mail = rows[rows.length - 1]!;
  const href = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!href) throw new Error('no link in the mail');
  const url = new URL(href);
  return { url, token: url.searchParams.get('token') ?? '', email: url.searchParams.get('email') ?? '' };
}

/** All outbox rows for an address (to check that nothing was sent). */
export const outboxFor = (t: TestApp, to: string) =>
  new MailRepository(t.database.db).listFor(to.toLowerCase());
