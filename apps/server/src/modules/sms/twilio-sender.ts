import { postToProvider, type Sms, type SmsSender } from './sms-sender.js';

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  /** A Twilio number or messaging service id allowed to send to India. */
  from: string;
  /** https://api.twilio.com (a stand-in in tests). */
  baseUrl: string;
}

/**
 * Twilio's Messages API: POST {baseUrl}/2010-04-01/Accounts/{sid}/Messages.json, form-encoded To, From,
 * Body, with HTTP Basic auth (account sid and auth token). Set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and
 * TWILIO_FROM (docs/decisions/0045-phone-sign-in-and-delivery-estimates.md).
 */
export class TwilioSmsSender implements SmsSender {
  readonly name = 'twilio';

  constructor(private readonly config: TwilioConfig) {}

  send(sms: Sms): Promise<void> {
    const { accountSid, authToken, from, baseUrl } = this.config;
    const fromField = from.startsWith('MG') ? 'MessagingServiceSid' : 'From';
    return postToProvider(
      `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`,
      {
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        },
        body: new URLSearchParams({ To: sms.to, [fromField]: from, Body: sms.text }).toString(),
      },
      this.name,
    );
  }
}
