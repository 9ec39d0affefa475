import {
  defaultMessage,
  ERROR_MESSAGES,
  type FieldError,
  findUnstorableText,
  UNSTORABLE_TEXT_MESSAGE,
} from '@jhola/domain';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { requestLanguage } from '../i18n/request-language.js';
import { localise } from '../i18n/translator.js';
import { databaseErrorToAppError } from './database-errors.js';
import { errorBody, statusBody } from './error-reply.js';
import { AppError } from './errors.js';
import { deadlinePassed } from './request-deadline.js';

/** "deliveryAddress.street contains a character that cannot be saved (...)": the field named. */
const unstorableMessage = (field: string) => `${field} ${ERROR_MESSAGES.unstorableText}`;

function fieldErrors(error: { validation: { instancePath: string; message?: string }[] }): FieldError[] {
  return error.validation.map((v) => {
    const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
    const message =
      v.message === UNSTORABLE_TEXT_MESSAGE ? unstorableMessage(field) : (v.message ?? 'Invalid value');
    return { field, message };
  });
}

/** An error envelope in the request's language (issue 19): its message and field messages; codes stay. */
function inLanguage(
  request: FastifyRequest,
  body: ReturnType<typeof errorBody>,
): ReturnType<typeof errorBody> {
  const language = requestLanguage(request);
  if (language === 'en') return body;
  const errors = body.errors?.map((e) => ({ ...e, message: localise(e.message, language) }));
  return { ...body, message: localise(body.message, language), ...(errors ? { errors } : {}) };
}

/** The one error handler: every failure leaves as the `{success:false}` envelope of the contract. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Every envelope this handler sends is in the request's language.
    const send = (status: number, body: ReturnType<typeof errorBody>) =>
      reply.status(status).send(inLanguage(request, body));
    const late = deadlinePassed(error);
    const known = error instanceof AppError ? error : (late ?? databaseErrorToAppError(error));
    if (known) {
      if (late) request.log.warn({ err: error }, 'request past its deadline answered 503');
      // A database refusal of input the schemas let through is worth knowing about: a missing rule.
      else if (!(error instanceof AppError))
        request.log.warn({ err: error }, `database error answered ${known.status}`);
      if (known.headers) void reply.headers(known.headers);
      // Every "try again later" says when (issue 48): the client waits, then retries with its key.
      if (known.status === 503 && !reply.hasHeader('retry-after')) void reply.header('retry-after', '2');
      return send(known.status, errorBody(known.code, known.message, known.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as { validationContext?: string }).validationContext;
      // A malformed id in the path is "not found"; a bad query is malformed; a bad body is a validation error.
      if (context === 'params') return send(404, statusBody(404));
      const errors = fieldErrors(error);
      const status = context === 'body' ? 422 : 400;
      const code = status === 422 ? 'VALIDATION' : 'BAD_REQUEST';
      return send(status, errorBody(code, errors[0]?.message ?? defaultMessage(400), errors));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return send(500, statusBody(500));
    }
    const status = typeof error.statusCode === 'number' && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return send(500, statusBody(500));
    }
    // Fastify's own client errors (bad JSON, body too large, wrong content type, rate limit).
    return send(status, statusBody(status));
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(errorBody('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });

  // Every string that may reach the database is checked before the route's schema runs, so a route
  // whose schema forgot `storableString()` still refuses NUL with a field name instead of a 500.
  app.addHook('preValidation', async (request) => {
    const params = findUnstorableText(request.params);
    if (params) throw new AppError('NOT_FOUND', ERROR_MESSAGES.notFound);
    const query = findUnstorableText(request.query);
    if (query)
      throw new AppError('BAD_REQUEST', unstorableMessage(query), [
        { field: query, message: unstorableMessage(query) },
      ]);
    const body = findUnstorableText(request.body);
    if (body)
      throw new AppError('VALIDATION', unstorableMessage(body), [
        { field: body, message: unstorableMessage(body) },
      ]);
  });
}
