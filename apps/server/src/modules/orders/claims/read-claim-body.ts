import {
  CLAIM_MESSAGES,
  CLAIM_PHOTOS_MAX,
  CONVERSATION_MESSAGES,
  type CreateClaimInput,
  createClaimRequestSchema,
} from '@jhola/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, validationError } from '../../../http/errors.js';

const KEY = /^[\w-]{8,100}$/;

export interface ClaimBody {
  input: CreateClaimInput;
  photos: Buffer[];
  clientKey: string | undefined;
}

const parse = (value: unknown): CreateClaimInput => {
  const parsed = createClaimRequestSchema.safeParse(value ?? {});
  if (!parsed.success)
    throw validationError(
      parsed.error.issues.map((issue) => ({
        field: issue.path.join('.') || 'lines',
        message: issue.message,
      })),
    );
  return parsed.data;
};

/**
 * A claim is JSON `{ lines, refundTo? }`, or multipart with that JSON in the `claim` field and up to three
 * `photos` files (their size capped while streaming: 413; their type decided later by content: 415).
 */
export async function readClaimBody(request: FastifyRequest): Promise<ClaimBody> {
  const header = request.headers['idempotency-key'];
  const clientKey = typeof header === 'string' && KEY.test(header) ? header : undefined;
  if (!request.isMultipart()) return { input: parse(request.body), photos: [], clientKey };
  const photos: Buffer[] = [];
  let json: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (bytes.length > 0) photos.push(bytes);
      } else if (part.fieldname === 'claim') json = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('PAYLOAD_TOO_LARGE', CONVERSATION_MESSAGES.imageSize);
    if (code === 'FST_FILES_LIMIT')
      throw validationError([{ field: 'photos', message: CLAIM_MESSAGES.tooManyPhotos }]);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('PAYLOAD_TOO_LARGE', CONVERSATION_MESSAGES.unexpected);
    throw new AppError('BAD_REQUEST', 'The upload could not be read. Please try again.');
  }
  let value: unknown;
  try {
    value = json === undefined ? {} : JSON.parse(json);
  } catch {
    throw validationError([{ field: 'claim', message: CLAIM_MESSAGES.noLines }]);
  }
  if (photos.length > CLAIM_PHOTOS_MAX)
    throw validationError([{ field: 'photos', message: CLAIM_MESSAGES.tooManyPhotos }]);
  return { input: parse(value), photos, clientKey };
}
