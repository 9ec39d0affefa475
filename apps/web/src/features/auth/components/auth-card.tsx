import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of every account screen: brand, heading, content, and links below. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh items-start justify-center bg-brand-50 px-4 py-10 sm:items-center">
      <section className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <Link to="/" className="mb-6 flex items-center gap-2 text-lg font-bold text-brand-800">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          Jhola
        </Link>
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
  return (
    <p className="mt-4 text-sm text-stone-700" aria-live="polite">
      Taking you to login in {left} s…{' '}
      <Link to="/login" className="font-semibold text-brand-800 underline">
        Go now
      </Link>
    </p>
  );
}

/** The footer of the screens one reaches from the login page: the way back to it. */
export function BackToLogin() {
  return (
    <p>
      <Link to="/login" className="font-semibold text-brand-800 underline">
        Back to Login
      </Link>
    </p>
  );
}
