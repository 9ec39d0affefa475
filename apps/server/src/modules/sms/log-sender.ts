import type { FastifyBaseLogger } from 'fastify';
import type { Sms, SmsSender } from './sms-sender.js';

/** No provider configured (development): the message goes to the server log, as mails do without SMTP_URL. */
export class LogSmsSender implements SmsSender {
  readonly name = 'log';

  constructor(private readonly log: FastifyBaseLogger) {}

  async send(sms: Sms): Promise<void> {
    this.log.info(
      { sms: { to: sms.to, text: sms.text } },
      `SMS to ${sms.to} (no SMS provider set): ${sms.text}`,
    );
  }
}
