import { createHash, randomBytes } from 'node:crypto';

/** Verification and reset tokens: 256 random bits in the link, only their SHA-256 in the database. */
export function newOneTimeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOneTimeToken(token) };
}

export const hashOneTimeToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export const TOKEN_TTL_MS = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
} as const;
export type OneTimeTokenKind = keyof typeof TOKEN_TTL_MS;
