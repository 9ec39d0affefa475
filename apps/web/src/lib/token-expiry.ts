/** PRODUCT.md §9: warn (log only) when fewer than 300 s remain; sign out when the token has expired. */
export const EXPIRY_WARNING_SECONDS = 300;

/** Seconds until the token's `exp`, or null when the token cannot be read (treated as unusable). */
export function secondsUntilExpiry(token: string, now: Date = new Date()): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=')));
    if (typeof json?.exp !== 'number') return null;
    return Math.floor(json.exp - now.getTime() / 1000);
  } catch {
    return null;
  }
}

export type ExpiryVerdict = 'ok' | 'warn' | 'expired';

export function expiryVerdict(token: string, now: Date = new Date()): ExpiryVerdict {
  const left = secondsUntilExpiry(token, now);
  if (left === null || left <= 0) return 'expired';
  return left < EXPIRY_WARNING_SECONDS ? 'warn' : 'ok';
}
