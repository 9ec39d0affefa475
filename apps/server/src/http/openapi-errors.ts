import { errorEnvelopeSchema } from '@jhola/domain';
import { z } from 'zod';

type OpenApiDocument = {
  components?: { schemas?: Record<string, unknown> };
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
};

const ERROR_ENVELOPE = 'ErrorEnvelope';
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_ENVELOPE}` } } },
});

/**
 * Documents the one error contract in the OpenAPI document: the error envelope as a shared schema
 * (its `code` an enum of every error code), and as the 4XX/5XX answer of every operation that does
 * not describe its errors itself. Passed to @fastify/swagger as `transformObject`.
 */
export function withErrorEnvelope(document: { openapiObject: unknown } | { swaggerObject: unknown }): never {
  if (!('openapiObject' in document)) return document.swaggerObject as never;
  const doc = document.openapiObject as OpenApiDocument;
  const schemas = {
    ...(doc.components?.schemas ?? {}),
    [ERROR_ENVELOPE]: z.toJSONSchema(errorEnvelopeSchema),
  };
  const paths = Object.fromEntries(
    Object.entries(doc.paths ?? {}).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations).map(([method, op]) => [
          method,
          {
            ...op,
            responses: {
              '4XX': errorResponse('Refused: the `code` says why, `message` says it in words'),
              '5XX': errorResponse('Unavailable (503, retry later) or a server fault'),
              ...(op.responses ?? {}),
            },
          },
        ]),
      ),
    ]),
  );
  return { ...doc, components: { ...doc.components, schemas }, paths } as never;
}
