import { postToProvider, type Sms, type SmsSender } from './sms-sender.js';

/**
 * SMS_WEBHOOK_URL: POSTs `{ "to": "+919845012345", "text": "…" }` as JSON to that URL. The generic
 * adapter: a small relay in front of any gateway, or the local catcher in tests and journeys.
 */
export class WebhookSmsSender implements SmsSender {
  readonly name = 'webhook';

  constructor(private readonly url: string) {}

  send(sms: Sms): Promise<void> {
    return postToProvider(
      this.url,
      {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to: sms.to, text: sms.text }),
      },
      this.name,
    );
  }
}
