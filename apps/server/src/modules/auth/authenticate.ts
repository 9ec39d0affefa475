import type { Language, UserRole } from '@jhola/domain';
import { isId } from '@jhola/domain';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthContext } from '../../context.js';
import { forbidden, unauthorized } from '../../http/errors.js';
import { AuthRepository } from './repository.js';
import { SessionCache } from './session-cache.js';
import { SessionRepository } from './session-repository.js';
import { VerifiedTokens } from './verified-tokens.js';

/** The channel of migration 0038's triggers: an account or one of its sessions changed (its id). */
const AUTH_CHANGED = 'auth_changed';

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/**
 * Checks the token's signature and expiry, then the session row (kept per process until the session or its
 * account changes: session-cache.ts), so logout and reset take effect at once.
 */
export const authenticatePlugin = fp(async (app: FastifyInstance) => {
  const sessions = new SessionRepository(app.ctx.db);
  const tokens = new VerifiedTokens(app.ctx.config.jwtSecret);
  const kept = new SessionCache();
  const unlisten = await app.ctx.database.listen(AUTH_CHANGED, {
    message: (userId) => kept.forgetAccount(userId),
    live: (listening) => kept.listen(listening),
  });
  // This process forgets before it answers; the others when the commit's notification reaches them.
  const offs = [
    app.ctx.events.on('session.ended', ({ userId }) => kept.forgetAccount(userId)),
    app.ctx.events.on('account.changed', ({ userId }) => kept.forgetAccount(userId)),
  ];
  app.addHook('onClose', async () => {
    for (const off of offs) off();
    await unlisten();
  });

  app.decorate('resolveToken', async (token: string | undefined): Promise<AuthContext | null> => {
    if (!token || token.length > 2048) return null;
    const now = app.ctx.now();
    const claims = await tokens.verify(token, now);
    if (!claims || !isId(claims.sessionId) || !isId(claims.userId)) return null;
    const known = kept.get(claims.sessionId, claims.userId, now);
    if (known) return known;
    const mark = kept.mark();
    const session = await sessions.findActive(claims.sessionId, claims.userId, now);
    if (!session) return null;
    const auth: AuthContext = {
      userId: session.userId,
      sessionId: session.sessionId,
      role: session.role,
      name: session.name,
      email: session.email,
      language: session.language,
    };
    kept.keep(mark, auth, session.expiresAt);
    return auth;
  });

  app.decorate('accountLanguage', async (userId: string): Promise<Language> => {
    const known = kept.language(userId);
    if (known) return known;
    const mark = kept.mark();
    const language = await new AuthRepository(app.ctx.db).languageOf(userId);
    kept.keepLanguage(mark, userId, language);
    return language;
  });

  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = bearer(request);
    if (token) request.auth = await app.resolveToken(token);
  });

  // Run as the route's onRequest hook: the caller is checked before the body is parsed or validated, so
  // an anonymous or wrong-role call learns nothing about the body a route expects (issue 26).
  app.decorate('requireAuth', (...roles: UserRole[]): onRequestAsyncHookHandler => {
    return async (request, reply) => {
      // A personal answer (an order carries its delivery code) is never kept by a browser or a proxy.
      void reply.header('cache-control', 'no-store');
      if (!request.auth) throw unauthorized();
      if (roles.length > 0 && !roles.includes(request.auth.role)) {
        throw forbidden();
      }
    };
  });
});
