import { englishText, type Translate } from '@jhola/domain';
import type { OutgoingMail } from './repository.js';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Builds `APP_URL/<path>?token=…&email=…`, the link shape the web app's screens read. */
export function linkTo(appUrl: string, path: string, token: string, email: string): string {
  const url = new URL(path, `${appUrl}/`);
  url.searchParams.set('token', token);
  url.searchParams.set('email', email);
  return url.toString();
}

/** One simple layout for every mail: a greeting, a paragraph, a button-like link and the raw link. */
function layout(opts: {
  name: string;
  intro: string;
  action: string;
  link: string;
  outro: string;
  t: Translate;
}) {
  const { name, intro, action, link, outro, t } = opts;
  const hello = t('Hello {name},', { name });
  const text = `${hello}\n\n${intro}\n\n${action}: ${link}\n\n${outro}\n\n— Jhola`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c1917;max-width:560px;margin:auto;padding:16px">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#57534e">${escapeHtml(t('If the button does not work, open this link:'))} <br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p style="font-size:13px;color:#57534e">${escapeHtml(outro)}</p>
<p>— Jhola</p></body></html>`;
  return { text, html };
}

/** The verification mail, in the recipient's language (issue 19; English unless a translator is given). */
export function verifyEmailMail(
  to: string,
  name: string,
  link: string,
  t: Translate = englishText,
): OutgoingMail {
  return {
    to,
    kind: 'verify_email',
    subject: t('Verify your email for Jhola'),
    ...layout({
      name,
      intro: t('Thank you for signing up. Please confirm that this is your email address.'),
      action: t('Verify email'),
      link,
      outro: t('The link works once and expires in 24 hours. If you did not sign up, ignore this mail.'),
      t,
    }),
  };
}

/** The password reset mail, in the recipient's language. */
export function resetPasswordMail(
  to: string,
  name: string,
  link: string,
  t: Translate = englishText,
): OutgoingMail {
  return {
    to,
    kind: 'reset_password',
    subject: t('Reset your Jhola password'),
    ...layout({
      name,
      intro: t('We received a request to reset your password.'),
      action: t('Reset password'),
      link,
      outro: t(
        'The link works once and expires in 1 hour. If you did not ask for it, ignore this mail: your password stays as it is.',
      ),
      t,
    }),
  };
}

/**
 * To the owner of an address someone tried to sign up with (issue 26): signup answers alike for every
 * address, so the owner learns of it here, with the way back in if it was them.
 */
export function signupAttemptMail(
  to: string,
  name: string,
  link: string,
  t: Translate = englishText,
): OutgoingMail {
  return {
    to,
    kind: 'signup_attempt',
    subject: t('Someone tried to sign up to Jhola with your email'),
    ...layout({
      name,
      intro: t(
        'Someone tried to create a new Jhola account with this email, which already has an account. No new account was made.',
      ),
      action: t('Reset password'),
      link,
      outro: t(
        'If it was you, log in, or reset your password with the link. If it was not, ignore this mail: your account is unchanged.',
      ),
      t,
    }),
  };
}
