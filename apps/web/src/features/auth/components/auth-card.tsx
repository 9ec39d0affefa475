import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuthT } from '../i18n';
import { AccountLanguageSwitch } from './account-language-switch';

/** The frame of every account screen: brand, heading, content, and links below. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  languageSwitch = false,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
  /** On the screens shown without the app's header (login, signup), which carries the switch elsewhere. */
  languageSwitch?: boolean;
}) {
  return (
    <div className="flex min-h-dvh items-start justify-center bg-brand-50 px-4 py-10 sm:items-center">
      <section className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <div className="mb-6 flex items-center justify-between gap-2">
          <Link to="/" className="flex items-center gap-2 text-lg font-bold text-brand-800">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            {/* i18n-ignore: the brand is written the same in every language */}
            Jhola
          </Link>
          {languageSwitch ? <AccountLanguageSwitch /> : null}
        </div>
        <h1 className="text-2xl font-bold text-stone-900">{title}</h1>
        {subtitle ? <p className="mt-1 text-stone-600">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
        {footer ? <div className="mt-6 space-y-2 text-center text-sm text-stone-700">{footer}</div> : null}
      </section>
    </div>
  );
}

/** A success or error line that screen readers announce. */
export function FormMessage({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  const styles = {
    error: 'border-red-200 bg-red-50 text-red-800',
    success: 'border-green-200 bg-green-50 text-green-800',
    info: 'border-stone-200 bg-stone-50 text-stone-800',
  }[kind];
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-3 py-2 text-sm ${styles}`}
    >
      {children}
    </div>
  );
}

/** Under a success message: the seconds left before the app goes to /login, and a link to go at once. */
export function LoginCountdown({ left }: { left: number }) {
  const t = useAuthT();
  return (
    <p className="mt-4 text-sm text-stone-700" aria-live="polite">
      {t('auth.takingYouToLogin', { seconds: left })}{' '}
      <Link to="/login" className="font-semibold text-brand-800 underline">
        {t('auth.goNow')}
      </Link>
    </p>
  );
}

/** The footer of the screens one reaches from the login page: the way back to it. */
export function BackToLogin() {
  const t = useAuthT();
  return (
    <p>
      <Link to="/login" className="font-semibold text-brand-800 underline">
        {t('auth.backToLogin')}
      </Link>
    </p>
  );
}
