import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { OutboxRow } from './repository.js';

/** Sends one mail; answers how it left: through SMTP ('sent') or into the log ('logged'). */
export interface MailSender {
  send(mail: OutboxRow): Promise<'sent' | 'logged'>;
  close(): void;
}

/**
 * The longest one mail may take to hand over; past it the job fails and is retried later. Under the job
 * runner's 30 s time-out, so a send is never still under way when its job already counts as failed.
 */
const SEND_DEADLINE_MS = 25_000;

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`SMTP send took longer than ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/** With SMTP_URL: nodemailer over SMTP, HTML and plain text. */
export function smtpSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport(smtpUrl, {
    // Fail fast so that a dead mail server costs a retry, not minutes of a worker's time.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    dnsTimeout: 10_000,
  } as never);
  return {
    async send(mail) {
      // The socket timeouts bound each silence; this bounds the whole exchange (a server that trickles).
      await withDeadline(
        transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html }),
        SEND_DEADLINE_MS,
      );
      return 'sent';
    },
    close: () => transport.close(),
  };
}

/** Without SMTP_URL: the mail (with its link) goes to the server log so that a developer can follow it. */
export function logSender(log: FastifyBaseLogger): MailSender {
  return {
    async send(mail) {
      log.info(
        { mail: { to: mail.to, kind: mail.kind, subject: mail.subject } },
        `mail (not sent, no SMTP_URL):\n${mail.text}`,
      );
      return 'logged';
    },
    close() {},
  };
}
