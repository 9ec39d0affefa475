import { AUTH_MESSAGES, AUTH_SERVER_MESSAGES, checkLoginData, type LoginResponse } from '@jhola/domain';
import { ApiError } from '../../lib/api-error';
import { useAuthStore } from '../../lib/auth-store';
import { endRefusedSession } from './api/logout';

/** PRODUCT.md §8 Login screen messages for a failed login. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'Cannot connect to server. Please check your internet connection.';
    if (error.status === 423) return AUTH_SERVER_MESSAGES.locked;
    if (error.status === 403) return AUTH_SERVER_MESSAGES.unverified;
    if (error.status === 429) return error.message;
    if (error.status >= 500) return 'Login failed. Please try again.';
    return error.serverMessage ?? 'Login failed';
  }
  return error instanceof Error && error.message ? error.message : 'Login failed. Please try again.';
}

/** PRODUCT.md §8: "Google login failed" (the hint "Try regular login" is shown beside it), or the refusal. */
export function googleErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return 'Cannot connect to server. Please check your internet connection.';
    if (error.status === 403 && error.serverMessage) return error.serverMessage;
  } else if (error instanceof Error && Object.values(AUTH_MESSAGES).includes(error.message as never)) {
    return error.message;
  }
  return 'Google login failed';
}

/** Checks the login answer (PRODUCT.md §5) and stores it; throws the PRODUCT.md §5 message when it cannot be used. */
export function completeLogin(data: LoginResponse | unknown): void {
  const checked = checkLoginData(data);
  if (!checked.ok) {
    const token = (data as { token?: unknown } | null)?.token;
    if (typeof token === 'string' && token) void endRefusedSession(token);
    throw new Error(checked.message);
  }
  useAuthStore.getState().signIn(checked.token, checked.user);
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
