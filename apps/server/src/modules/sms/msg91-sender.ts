import { postToProvider, type Sms, type SmsSender } from './sms-sender.js';

export interface Msg91Config {
  authKey: string;
  /** A DLT-approved flow template whose one variable (`##otp##`-style `var`) receives the code's text. */
  templateId: string;
  url: string;
}

/**
 * MSG91 (India) through its Flow API: POST https://control.msg91.com/api/v5/flow with the `authkey`
 * header, `{ template_id, recipients: [{ mobiles: "91XXXXXXXXXX", var: "<text>" }] }`. Indian rules
 * (DLT) make the template fixed, so the message's words are the template's; `var` carries our text.
 * Set MSG91_AUTH_KEY and MSG91_TEMPLATE_ID (docs/decisions/0045-phone-sign-in-and-delivery-estimates.md).
 */
export class Msg91SmsSender implements SmsSender {
  readonly name = 'msg91';

  constructor(private readonly config: Msg91Config) {}

  send(sms: Sms): Promise<void> {
    return postToProvider(
      this.config.url,
      {
        headers: { 'content-type': 'application/json', authkey: this.config.authKey },
        body: JSON.stringify({
          template_id: this.config.templateId,
          recipients: [{ mobiles: sms.to.replace(/^\+/, ''), var: sms.text }],
        }),
      },
      this.name,
    );
  }
}
