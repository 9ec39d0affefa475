import { type AccessClaims, type VerifiedToken, verifyAccessToken } from './tokens.js';

/** How many verified tokens one process remembers (a few MB): about one per signed-in device. */
const REMEMBERED_TOKENS = 20_000;

/**
 * Access tokens this process has verified, each with its claims and expiry, so a token seen again skips
 * the HMAC (WebCrypto's asynchronous job, and a key import, on every request and socket). Only a token
 * whose signature checked out is remembered, keyed by its exact text, and its expiry is checked again on
 * every use; the session row is still read each time (authenticate.ts), so logout and reset act at once.
 * Per app, like its secret: the oldest entry goes when the memory is full.
 */
export class VerifiedTokens {
  private readonly known = new Map<string, VerifiedToken>();

  constructor(
    private readonly secret: string,
    private readonly limit = REMEMBERED_TOKENS,
  ) {}

  async verify(token: string, now: Date): Promise<AccessClaims | null> {
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const known = this.known.get(token);
    // The same rule as jose's check of `exp`: a token is expired from its expiry's second on.
    if (known) return known.expiresAtSeconds > nowSeconds ? known.claims : null;
    const verified = await verifyAccessToken(this.secret, token, now);
    if (!verified) return null;
    if (this.known.size >= this.limit) this.known.delete(this.known.keys().next().value!);
    this.known.set(token, verified);
    return verified.claims;
  }
}
