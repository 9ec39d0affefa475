import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { builtPages } from '../modules/web-app/plugin.js';
import { appDirectives, docsDirectives } from './content-security-policy.js';
import { inlineScriptHashes } from './inline-script-hashes.js';

/** Pages whose address carries a one-time token: the token must not leak to any other site. */
const TOKEN_PAGES = ['/reset-password', '/verify-email'];
export const DOCS_PREFIX = '/api/docs';

/**
 * Security headers on every answer (API, app, docs, the staff app, errors): CSP, no framing, no
 * sniffing, a strict referrer policy, HSTS only when the request came over https (never on plain
 * http, where it would be ignored, nor in development on localhost).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const googleSignIn = Boolean(app.ctx.config.google.clientId);
  const scriptHashes = inlineScriptHashes(builtPages(app.ctx.config));
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: appDirectives({ googleSignIn, scriptHashes }) },
    hsts: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Google's sign-in popup must be able to answer the page that opened it.
    crossOriginOpenerPolicy: { policy: googleSignIn ? 'same-origin-allow-popups' : 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(DOCS_PREFIX)) return;
    const helmetOptions = { contentSecurityPolicy: { useDefaults: false, directives: docsDirectives() } };
    route.config = { ...(route.config ?? {}), helmet: helmetOptions } as typeof route.config;
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    const path = request.url.split('?')[0] ?? '';
    if (TOKEN_PAGES.includes(path)) reply.header('Referrer-Policy', 'no-referrer');
  });
});
