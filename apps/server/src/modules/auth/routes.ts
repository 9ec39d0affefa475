import {
  AUTH_SERVER_MESSAGES,
  authUserSchema,
  emailOnlyRequestSchema,
  googleLoginRequestSchema,
  LANGUAGE_MESSAGES,
  loginRequestSchema,
  loginResponseSchema,
  ORDER_SMS_MESSAGES,
  resetPasswordRequestSchema,
  signupRequestSchema,
  signupResponseSchema,
  updateMeRequestSchema,
  verifyEmailQuerySchema,
  verifyEmailResponseSchema,
} from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { requestLanguage } from '../../i18n/request-language.js';
import { createAccountsContext } from './accounts-context.js';
import { registerPhoneRoutes } from './phone-routes.js';
import { accounts } from './service.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
/** Per-IP limits (the per-address ones live in the service). Generous enough for a shared mobile IP. */
const perIp = (max: number) => ({ rateLimit: { max, timeWindow: FIFTEEN_MINUTES } });
const nothing = z.null();
const tags = ['auth'];
const userAgentOf = (headers: Record<string, unknown>) => String(headers['user-agent'] ?? '');

/** /api/auth: accounts of the server contract ("Accounts"). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createAccountsContext(app.ctx, app.log);
  app.addHook('onClose', () => ctx.afterReply.settled());

  app.post(
    '/signup',
    {
      config: perIp(20),
      schema: {
        tags,
        summary: 'Create an unverified customer account and mail a verification link',
        body: signupRequestSchema,
        response: { 201: envelope(signupResponseSchema) },
      },
    },
    async (request, reply) => {
      const data = await accounts.signup(ctx, request.body, requestLanguage(request));
      return reply.status(201).send(ok(data, AUTH_SERVER_MESSAGES.signupDone));
    },
  );

  app.get(
    '/verify-email',
    {
      config: perIp(50),
      schema: {
        tags,
        summary: 'Verify an e-mail address with the mailed token (works once, for 24 hours)',
        querystring: verifyEmailQuerySchema,
        response: { 200: envelope(verifyEmailResponseSchema) },
      },
    },
    async (request) => ok(await accounts.verifyEmail(ctx, request.query), AUTH_SERVER_MESSAGES.verified),
  );

  app.post(
    '/resend-verification',
    {
      config: perIp(20),
      schema: {
        tags,
        summary: 'Mail a fresh verification link (same answer whether or not the address exists)',
        body: emailOnlyRequestSchema,
        response: { 200: envelope(nothing) },
      },
    },
    async (request) => {
      await accounts.resendVerification(ctx, request.body.email);
      return ok(null, AUTH_SERVER_MESSAGES.verificationSent);
    },
  );

  app.post(
    '/login',
    {
      config: perIp(100),
      schema: {
        tags,
        summary:
          'Log in with e-mail and password; opens a new session (401 wrong, 403 unverified, 429 wait, 423 locked for this client address)',
        body: loginRequestSchema,
        response: { 200: envelope(loginResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await accounts.login(ctx, request.body, {
          userAgent: userAgentOf(request.headers),
          address: request.ip,
        }),
        AUTH_SERVER_MESSAGES.loggedIn,
      ),
  );

  app.post(
    '/google',
    {
      config: perIp(100),
      schema: {
        tags,
        summary:
          'Sign in with a Google ID token (verified against Google’s keys); 404 when Google sign-in is off',
        body: googleLoginRequestSchema,
        response: { 200: envelope(loginResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await accounts.googleLogin(
          ctx,
          request.body.credential,
          userAgentOf(request.headers),
          requestLanguage(request),
        ),
        AUTH_SERVER_MESSAGES.loggedIn,
      ),
  );

  app.post(
    '/forgot-password',
    {
      config: perIp(20),
      schema: {
        tags,
        summary: 'Mail a password reset link (same answer whether or not the address exists)',
        body: emailOnlyRequestSchema,
        response: { 200: envelope(nothing) },
      },
    },
    async (request) => {
      await accounts.forgotPassword(ctx, request.body.email);
      return ok(null, AUTH_SERVER_MESSAGES.resetLinkSent);
    },
  );

  app.post(
    '/reset-password',
    {
      config: perIp(50),
      schema: {
        tags,
        summary: 'Set a new password with the mailed token (once, within an hour); ends every session',
        body: resetPasswordRequestSchema,
        response: { 200: envelope(nothing) },
      },
    },
    async (request) => {
      await accounts.resetPassword(ctx, request.body);
      return ok(null, AUTH_SERVER_MESSAGES.passwordReset);
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.requireAuth(),
      schema: {
        tags,
        summary: 'End the session of the token used',
        security: [{ bearer: [] }],
        response: { 200: envelope(nothing) },
      },
    },
    async (request) => {
      await accounts.logout(ctx, request.auth!.userId, request.auth!.sessionId);
      return ok(null, AUTH_SERVER_MESSAGES.loggedOut);
    },
  );

  app.get(
    '/me',
    {
      onRequest: app.requireAuth(),
      schema: {
        tags,
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: envelope(z.object({ user: authUserSchema })) },
      },
    },
    async (request) => ok({ user: await accounts.me(ctx, request.auth!.userId) }),
  );
  registerMeRoutes(app, ctx);
  registerPhoneRoutes(app, ctx);
};

/**
 * GET and PATCH of the signed-in person's own account, at /api/auth/me and at /api/me (issue 19): the
 * saved language is the one e-mails and pushes are written in. Customers and staff alike.
 */
function registerMeRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  ctx: ReturnType<typeof createAccountsContext>,
) {
  app.patch(
    '/me',
    {
      onRequest: app.requireAuth(),
      schema: {
        tags,
        summary: "Change the signed-in user's own account: { language?: 'en' | 'hi', orderSms?: boolean }",
        security: [{ bearer: [] }],
        body: updateMeRequestSchema,
        response: { 200: envelope(z.object({ user: authUserSchema })) },
      },
    },
    async (request) =>
      ok(
        { user: await accounts.updateMe(ctx, request.auth!.userId, request.body) },
        request.body.language ? LANGUAGE_MESSAGES.saved : ORDER_SMS_MESSAGES.saved,
      ),
  );
}

/** /api/me: the same GET and PATCH as /api/auth/me, at the address the apps' settings use. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = createAccountsContext(app.ctx, app.log);
  app.get(
    '/me',
    {
      onRequest: app.requireAuth(),
      schema: {
        tags,
        summary: 'The signed-in user, with the language saved on the account',
        security: [{ bearer: [] }],
        response: { 200: envelope(z.object({ user: authUserSchema })) },
      },
    },
    async (request) => ok({ user: await accounts.me(ctx, request.auth!.userId) }),
  );
  registerMeRoutes(app, ctx);
};
