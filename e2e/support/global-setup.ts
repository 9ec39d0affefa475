import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SmsCatcher } from '../../apps/server/src/test/sms-catcher';
import { startSmtpCatcher } from '../../apps/server/src/test/smtp-catcher';

/**
 * Runs once before the end-to-end tests and starts the local stand-ins: a real SMTP server on
 * E2E_SMTP_PORT (the server's SMTP_URL points there, see playwright.config.ts) that writes every mail it
 * receives as JSON into E2E_MAIL_DIR, where tests read it (support/mailbox.ts).
 */
/**
 * Writes a caught message whole or not at all: under a temporary name, then renamed into place (a rename
 * is atomic), since journeys poll the folder and a reader must never parse a file half written.
 */
function writeWhole(file: string, json: string): void {
  const partial = `${file}.partial`;
  writeFileSync(partial, json);
  renameSync(partial, file);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = process.env.E2E_DATA_DIR ?? '/tmp';
  const mailDir = path.join(dataDir, 'e2e-mail');
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  process.env.E2E_MAIL_DIR = mailDir;
  let count = 0;
  const smtp = await startSmtpCatcher({
    port: Number(process.env.E2E_SMTP_PORT ?? 2526),
    onMail(mail) {
      count += 1;
      const { raw: _raw, ...readable } = mail;
      writeWhole(
        path.join(mailDir, `${Date.now()}-${String(count).padStart(4, '0')}.json`),
        JSON.stringify({ ...readable, receivedAt: new Date().toISOString() }),
      );
    },
  });
  // The screens axe has checked in this run (support/a11y.ts): none yet.
  const scannedDir = path.join(dataDir, 'e2e-axe-scanned');
  rmSync(scannedDir, { recursive: true, force: true });
  mkdirSync(scannedDir, { recursive: true });
  process.env.E2E_SCANNED_DIR = scannedDir;
  // Issue 31: the server's SMS_WEBHOOK_URL points at this catcher; each SMS is written into E2E_SMS_DIR.
  const smsDir = path.join(dataDir, 'e2e-sms');
  rmSync(smsDir, { recursive: true, force: true });
  mkdirSync(smsDir, { recursive: true });
  process.env.E2E_SMS_DIR = smsDir;
  let smsCount = 0;
  const sms = new SmsCatcher((message) => {
    smsCount += 1;
    writeWhole(
      path.join(smsDir, `${Date.now()}-${String(smsCount).padStart(4, '0')}.json`),
      JSON.stringify({ ...message.fields, receivedAt: new Date().toISOString() }),
    );
  });
  await sms.start(Number(process.env.E2E_SMS_PORT ?? 2527));
  return async () => {
    await smtp.close();
    await sms.close();
  };
}
