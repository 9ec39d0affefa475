import { ApiError, type DescribeFailure } from './api-error.js';

/**
 * Reads a reply of the API: the `data` of a `{ success, data }` envelope (a body that is not one is
 * answered as it is), or an ApiError with the server's message, field errors and code.
 */
export function decodeReply<T>(status: number, text: string, describe: DescribeFailure): T {
  const payload = parseJson(text);
  const envelope = isObject(payload) ? payload : null;
  const serverMessage =
    typeof envelope?.message === 'string' && envelope.message ? envelope.message : undefined;
  if (status < 200 || status > 299) {
    const errors = Array.isArray(envelope?.errors) ? envelope.errors : undefined;
    const code = typeof envelope?.code === 'string' ? envelope.code : undefined;
    throw new ApiError(status, describe(status, serverMessage, errors), serverMessage, errors, code);
  }
  if (envelope && 'success' in envelope) {
    if (envelope.success === false) throw new ApiError(status, serverMessage ?? describe(500), serverMessage);
    return envelope.data as T;
  }
  return payload as T;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
