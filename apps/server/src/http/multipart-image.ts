import type { FastifyRequest } from 'fastify';
import { AppError, validationError } from './errors.js';

export interface ImageUploadMessages {
  /** The form field the image goes in (named in field errors). */
  field: string;
  notMultipart: string;
  tooLarge: string;
  oneOnly: string;
  unexpected: string;
}

/**
 * Reads a multipart body holding one image file and a few short text fields. The size cap of the
 * plugin's `limits` applies while streaming (413), so an oversized upload is never held whole; the
 * image's type is decided later, by its content.
 */
export async function readImageParts(
  request: FastifyRequest,
  messages: ImageUploadMessages,
): Promise<{ image: Buffer | undefined; fields: Map<string, string> }> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.notMultipart);
  let image: Buffer | undefined;
  const fields = new Map<string, string>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') image = await part.toBuffer();
      else fields.set(part.fieldname, String(part.value).trim());
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge);
    if (code === 'FST_FILES_LIMIT')
      throw validationError([{ field: messages.field, message: messages.oneOnly }]);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('PAYLOAD_TOO_LARGE', messages.unexpected);
    throw new AppError('BAD_REQUEST', 'The upload could not be read. Please try again.');
  }
  return { image: image && image.length > 0 ? image : undefined, fields };
}
