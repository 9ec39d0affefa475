import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/**
 * A local stand-in for Google's key set: an HTTP server that serves a JWKS, and a signer for ID tokens
 * made with its private key (or with another key, for a bad signature).
 */
export interface GoogleStandIn {
  jwksUrl: string;
  clientId: string;
  sign(
    claims: Record<string, unknown>,
    options?: { expiresInSeconds?: number; foreignKey?: boolean; now?: Date },
  ): Promise<string>;
  close(): Promise<void>;
}

export async function startGoogleStandIn(
  clientId = 'test-client.apps.googleusercontent.com',
): Promise<GoogleStandIn> {
  const kid = 'test-key-1';
  const own = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const publicJwk: JWK = { ...(await exportJWK(own.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const server: Server = createServer((req, res) => {
    if (req.url === '/certs') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [publicJwk] }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    clientId,
    async sign(claims, options = {}) {
      const iat = Math.floor((options.now ?? new Date()).getTime() / 1000);
      return new SignJWT({
        iss: 'https://accounts.google.com',
        aud: clientId,
        email_verified: true,
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuedAt(iat)
        .setExpirationTime(iat + (options.expiresInSeconds ?? 3600))
        .sign(options.foreignKey ? foreign.privateKey : own.privateKey);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
