import type { OutgoingMail } from '../mail/repository.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export interface ContactMailInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  userId: string | null;
  messageId: string;
}

/** The mail the support team receives for one contact message; the sender's words are escaped. */
export function contactMail(to: string, input: ContactMailInput): OutgoingMail {
  const subject = `Contact: ${input.subject || 'New message'} (from ${input.name})`.slice(0, 200);
  const account = input.userId ? `signed-in user ${input.userId}` : 'not signed in';
  const text = [
    `From: ${input.name} <${input.email}> (${account})`,
    `Subject: ${input.subject || '(none)'}`,
    '',
    input.message,
    '',
    `Message id: ${input.messageId}. Reply to ${input.email} within 24 hours.`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c1917;max-width:640px;margin:auto;padding:16px">
<p><strong>From:</strong> ${escapeHtml(input.name)} &lt;${escapeHtml(input.email)}&gt; (${escapeHtml(account)})</p>
<p><strong>Subject:</strong> ${escapeHtml(input.subject || '(none)')}</p>
<pre style="white-space:pre-wrap;font:inherit;background:#f5f5f4;padding:12px;border-radius:8px">${escapeHtml(input.message)}</pre>
<p style="font-size:13px;color:#57534e">Message id: ${escapeHtml(input.messageId)}. Reply to ${escapeHtml(input.email)} within 24 hours.</p>
</body></html>`;
  return { to, subject, text, html, kind: 'contact' };
}
