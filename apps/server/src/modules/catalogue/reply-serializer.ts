import { successEnvelope } from '@jhola/domain';
import fastJsonStringify from 'fast-json-stringify';
import { z } from 'zod';

export type Serialize<T> = (data: T) => string;

/**
 * The JSON text of `{success: true, data}` for a domain reply schema, by a serializer compiled once from
 * the same zod schema (z.toJSONSchema → fast-json-stringify): no per-reply validation in production.
 * With `validate` (development and tests) every text is also parsed back through the zod schema, so a
 * reply that breaks its contract fails loudly where it is made.
 */
export function envelopeSerializer<T extends z.ZodType>(
  data: T,
  options: { validate: boolean },
): Serialize<z.output<T>> {
  const envelope = successEnvelope(data);
  const compiled = fastJsonStringify(z.toJSONSchema(envelope, { target: 'draft-7', io: 'output' }) as never);
  return (value) => {
    const json = compiled({ success: true, data: value });
    if (options.validate) envelope.parse(JSON.parse(json));
    return json;
  };
}
