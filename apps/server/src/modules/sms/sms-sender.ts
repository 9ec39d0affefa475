/** One text message to an Indian mobile: `to` in E.164 (+91…), `text` as the person reads it. */
export interface Sms {
  to: string;
  text: string;
}

/**
 * The SMS adapter (issue 31): every provider is one file behind this. `send` resolves when the provider
 * has taken the message and throws when it refused it or did not answer in time.
 */
export interface SmsSender {
  readonly name: string;
  send(sms: Sms): Promise<void>;
}

/** How long a provider may take to take a message: a sign-in waits on it. */
export const SMS_TIMEOUT_MS = 8_000;

/** A POST with a time-out; a provider answering other than 2xx is an error naming its status. */
export async function postToProvider(
  url: string,
  init: { headers: Record<string, string>; body: string },
  provider: string,
): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: init.headers,
    body: init.body,
    signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
  });
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`${provider} refused the SMS: HTTP ${response.status}`);
}
