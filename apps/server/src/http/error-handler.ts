import type { FieldError } from '@jhola/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';

/** Default messages of §8, used when an error carries none of its own. */
const FALLBACK_MESSAGES: Record<number, string> = {
  400: 'Invalid request. Please check your input and try again.',
  404: 'The requested resource was not found.',
  413: 'The request is too large.',
  415: 'Unsupported content type.',
  429: 'Too many requests. Please wait a moment and try again.',
  500: 'Server error. Please try again later.',
};

function fieldErrors(error: { validation: { instancePath: string; message?: string }[] }): FieldError[] {
  return error.validation.map((v) => ({
    field: v.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body',
    message: v.message ?? 'Invalid value',
  }));
}

/** The one error handler: every failure leaves as the `{success:false}` envelope of the contract. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      return reply.status(error.status).send({
        success: false,
        code: error.code,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as { validationContext?: string }).validationContext;
      // A malformed id in the path is "not found"; a bad query is malformed; a bad body is a validation error.
      if (context === 'params')
        return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: FALLBACK_MESSAGES[404] });
      const errors = fieldErrors(error);
      const status = context === 'body' ? 422 : 400;
      return reply.status(status).send({
        success: false,
        code: status === 422 ? 'VALIDATION' : 'BAD_REQUEST',
        message: errors[0]?.message ?? FALLBACK_MESSAGES[400],
        errors,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ success: false, code: 'INTERNAL', message: FALLBACK_MESSAGES[500] });
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ success: false, code: 'INTERNAL', message: FALLBACK_MESSAGES[500] });
    }
    // Fastify's own client errors (bad JSON, body too large, wrong content type, rate limit).
    return reply.status(status).send({
      success: false,
      code: status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST',
      message: FALLBACK_MESSAGES[status] ?? FALLBACK_MESSAGES[400],
    });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      success: false,
      code: 'NOT_FOUND',
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
    });
  });
}
