import { AUTH_MESSAGES } from './rules.js';
import { type AuthUser, authUserSchema } from './schemas.js';

export type LoginCheck = { ok: true; token: string; user: AuthUser } | { ok: false; message: string };

/**
 * PRODUCT.md §5 Login: what the app accepts from a login (or Google) answer before storing it. The data must hold a
 * user and a token, the user a name and an e-mail or a proved phone (phone sign-in, issue 31), and the
 * account must be a customer's.
 */
export function checkLoginData(data: unknown): LoginCheck {
  const value = (data ?? {}) as { user?: unknown; token?: unknown };
  if (!value.user || typeof value.user !== 'object' || typeof value.token !== 'string' || !value.token) {
    return { ok: false, message: AUTH_MESSAGES.invalidAuthData };
  }
  const user = value.user as Partial<Record<keyof AuthUser, unknown>>;
  const reachable =
    (typeof user.email === 'string' && user.email) || (typeof user.phone === 'string' && user.phone);
  if (typeof user.email !== 'string' || !reachable || typeof user.name !== 'string' || !user.name) {
    return { ok: false, message: AUTH_MESSAGES.incompleteUser };
  }
  if (user.role !== 'customer') return { ok: false, message: AUTH_MESSAGES.notCustomer };
  const parsed = authUserSchema.safeParse({ phone: '', ...user });
  if (!parsed.success) return { ok: false, message: AUTH_MESSAGES.incompleteUser };
  return { ok: true, token: value.token, user: parsed.data };
}
