import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { LogSmsSender } from './log-sender.js';
import { Msg91SmsSender } from './msg91-sender.js';
import type { SmsSender } from './sms-sender.js';
import { TwilioSmsSender } from './twilio-sender.js';
import { WebhookSmsSender } from './webhook-sender.js';

/** The configured provider (config.ts checks that each one's settings are complete), else the log. */
export function createSmsSender(config: Config['sms'], log: FastifyBaseLogger): SmsSender {
  switch (config.kind) {
    case 'webhook':
      return new WebhookSmsSender(config.url);
    case 'msg91':
      return new Msg91SmsSender(config);
    case 'twilio':
      return new TwilioSmsSender(config);
    case 'log':
      return new LogSmsSender(log);
  }
}
