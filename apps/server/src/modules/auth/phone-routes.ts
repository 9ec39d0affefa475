import {
  AUTH_SERVER_MESSAGES,
  OTP_MESSAGES,
  otpRequestSchema,
  otpVerifyReplySchema,
  otpVerifySchema,
} from '@jhola/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../http/envelope.js';
import { requestLanguage } from '../../i18n/request-language.js';
import type { AccountsContext } from './accounts-context.js';
import { accounts } from './service.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const tags = ['auth'];

/** /api/auth/otp: phone sign-in (issue 31). The per-number and per-address limits are in the service. */
export function registerPhoneRoutes(app: Parameters<FastifyPluginAsyncZod>[0], ctx: AccountsContext) {
  app.post(
    '/otp/request',
    {
      config: { rateLimit: { max: 60, timeWindow: FIFTEEN_MINUTES } },
      schema: {
        tags,
        summary:
          'Send a 6-digit sign-in code by SMS to a 10-digit Indian mobile (202, the same for any valid number)',
        body: otpRequestSchema,
        response: { 202: envelope(z.null()) },
      },
    },
    async (request, reply) => {
      await accounts.requestOtp(ctx, request.body.phone, request.ip, requestLanguage(request));
      return reply.status(202).send(ok(null, OTP_MESSAGES.codeSent));
    },
  );

  app.post(
    '/otp/verify',
    {
      config: { rateLimit: { max: 100, timeWindow: FIFTEEN_MINUTES } },
      schema: {
        tags,
        summary:
          'Sign in with the code (10 minutes, once, 5 tries); a new number makes a customer account and needs `name`: a right code without it answers { needsName: true } and stays good',
        body: otpVerifySchema,
        response: { 200: envelope(otpVerifyReplySchema) },
      },
    },
    async (request) => {
      const reply = await accounts.verifyOtp(
        ctx,
        request.body,
        String(request.headers['user-agent'] ?? ''),
        requestLanguage(request),
      );
      return 'needsName' in reply
        ? ok(reply, OTP_MESSAGES.nameNeeded)
        : ok(reply, AUTH_SERVER_MESSAGES.loggedIn);
    },
  );
}
