import { AUTH_MESSAGES, AUTH_SERVER_MESSAGES, checkLoginData, type LoginResponse } from '@jhola/domain';
import { ApiError } from '../../lib/api-error';
import { useAuthStore } from '../../lib/auth-store';
import { tDomain } from '../../lib/domain-text';
import { endRefusedSession } from './api/logout';
import { tAuth } from './i18n';
import { accountLanguageOf, applyAccountLanguage } from './lib/account-language';

/** PRODUCT.md §8 Login screen messages for a failed login. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return tAuth('auth.cannotConnect');
    // The server's lock message says how long it lasts (issue 26), already in the reader's language.
    if (error.status === 423) return error.serverMessage ?? tDomain(AUTH_SERVER_MESSAGES.locked);
    if (error.status === 403) return tDomain(AUTH_SERVER_MESSAGES.unverified);
    if (error.status === 429) return error.message;
    if (error.status >= 500) return tAuth('auth.loginFailedRetry');
    return error.serverMessage ?? tAuth('auth.loginFailed');
  }
  // A refused login answer or a refused store: the domain's PRODUCT.md §5 texts.
  return error instanceof Error && error.message ? tDomain(error.message) : tAuth('auth.loginFailedRetry');
}

/** PRODUCT.md §8: "Google login failed" (the hint "Try regular login" is shown beside it), or the refusal. */
export function googleErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return tAuth('auth.cannotConnect');
    if (error.status === 403 && error.serverMessage) return error.serverMessage;
  } else if (error instanceof Error && Object.values(AUTH_MESSAGES).includes(error.message as never)) {
    return tDomain(error.message);
  }
  return tAuth('auth.googleFailed');
}

/** Checks the login answer (PRODUCT.md §5) and stores it; throws the PRODUCT.md §5 message when it cannot be used. */
export function completeLogin(data: LoginResponse | unknown): void {
  const checked = checkLoginData(data);
  if (!checked.ok) {
    const token = (data as { token?: unknown } | null)?.token;
    if (typeof token === 'string' && token) void endRefusedSession(token);
    throw new Error(checked.message);
  }
  // The account's language rides along (the domain's user schema may not know it yet).
  const language = accountLanguageOf((data as { user?: unknown }).user);
  const user = language ? { ...checked.user, language } : checked.user;
  useAuthStore.getState().signIn(checked.token, user);
  applyAccountLanguage(user);
}

/** The first message of each field from a zod result, for inline errors. */
export function fieldMessages(
  issues: readonly { path: PropertyKey[]; message: string }[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}
