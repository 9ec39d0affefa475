import { jwtVerify, SignJWT } from 'jose';

/** Access tokens live 7 days; each names a server-side session, which is what logout and reset end. */
export const ACCESS_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface AccessClaims {
  userId: string;
  sessionId: string;
  role: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export async function signAccessToken(secret: string, claims: AccessClaims, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId, role: claims.role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
    .setIssuer('jhola')
    .sign(key(secret));
}

/** A well-signed, unexpired token's claims, and the second it expires in (its `exp`; none: never). */
export interface VerifiedToken {
  claims: AccessClaims;
  expiresAtSeconds: number;
}

/** Returns the claims of a well-signed, unexpired token with its expiry, or null. */
export async function verifyAccessToken(
  secret: string,
  token: string,
  now: Date,
): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: 'jhola',
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.role !== 'string'
    )
      return null;
    return {
      claims: { userId: payload.sub, sessionId: payload.sid, role: payload.role },
      expiresAtSeconds: payload.exp ?? Number.POSITIVE_INFINITY,
    };
  } catch {
    return null;
  }
}
