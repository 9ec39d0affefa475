import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Waits for an SMS to `to` (E.164) that arrived after `since`, as the catcher of global-setup.ts wrote it; answers its 6-digit code. */
export async function waitForSmsCode(
  to: string,
  { since = new Date(0), timeoutMs = 15_000 } = {},
): Promise<string> {
  const dir = process.env.E2E_SMS_DIR;
  if (!dir) throw new Error('E2E_SMS_DIR is not set: the SMS catcher of global-setup.ts is not running');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map(
        (f) =>
          JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as {
            to: string;
            text: string;
            receivedAt: string;
          },
      )
      .filter((m) => m.to === to && new Date(m.receivedAt) >= since)
      .at(-1);
    const code = found ? /\b(\d{6})\b/.exec(found.text)?.[1] : undefined;
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no SMS to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
