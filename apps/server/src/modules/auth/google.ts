import { AUTH_SERVER_MESSAGES } from '@jhola/domain';
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { AppError } from '../../http/errors.js';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string | undefined;
}

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * Verifies a Google ID token: RS256 signature against the JWKS at GOOGLE_JWKS_URL, audience
 * GOOGLE_CLIENT_ID, Google's issuer, expiry, and a verified e-mail. Only what the token says is used.
 */
export class GoogleVerifier {
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;

  constructor(
    private readonly clientId: string,
    jwksUrl: string,
  ) {
    this.jwks = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5_000, cooldownDuration: 30_000 });
  }

  async verify(credential: string, now: Date): Promise<GoogleIdentity> {
    let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
    try {
      ({ payload } = await jwtVerify(credential, this.jwks, {
        audience: this.clientId,
        issuer: ISSUERS,
        algorithms: ['RS256'],
        currentDate: now,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (error) {
      throw isKeySetUnreachable(error)
        ? new AppError('UNAVAILABLE', AUTH_SERVER_MESSAGES.googleUnavailable)
        : new AppError('UNAUTHORIZED', AUTH_SERVER_MESSAGES.googleFailed);
    }
    const { sub, email, email_verified: verified, name } = payload as Record<string, unknown>;
    if (typeof sub !== 'string' || !sub)
      throw new AppError('UNAUTHORIZED', AUTH_SERVER_MESSAGES.googleFailed);
    if (typeof email !== 'string' || !email || (verified !== true && verified !== 'true')) {
      throw new AppError('UNAUTHORIZED', AUTH_SERVER_MESSAGES.googleUnverified);
    }
    return {
      sub,
      email: email.toLowerCase(),
      name: typeof name === 'string' && name.trim() ? name.trim().slice(0, 80) : undefined,
    };
  }
}

/** The key set could not be fetched: Google (or its stand-in) is down, not the token's fault. */
function isKeySetUnreachable(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout) return true;
  if (!(error instanceof errors.JOSEError)) return true;
  return error.code === 'ERR_JOSE_GENERIC' && /JSON Web Key Set/i.test(error.message);
}
