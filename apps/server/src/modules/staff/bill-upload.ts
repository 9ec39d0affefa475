import type { FastifyRequest } from 'fastify';
import { AppError, validationError } from '../../http/errors.js';
import { BILL_MESSAGES } from '../lifecycle/bill-service.js';

const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * Reads the multipart bill: one image file (any field name; `bill` by convention) and an `amount`
 * field in rupees. Size is capped while streaming; the type is checked later by content.
 */
export async function readBillUpload(request: FastifyRequest): Promise<{ image: Buffer; amount: number }> {
  if (!request.isMultipart())
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the bill as multipart/form-data with an image and an amount',
    );
  let image: Buffer | undefined;
  let amountText: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') image = await part.toBuffer();
      else if (part.fieldname === 'amount') amountText = String(part.value).trim();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', BILL_MESSAGES.size);
    if (code === 'FST_FILES_LIMIT')
      throw validationError([{ field: 'bill', message: 'Attach one bill image only' }]);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError('PAYLOAD_TOO_LARGE', 'Send only the bill image and its amount');
    throw new AppError('BAD_REQUEST', 'The upload could not be read. Please try again.');
  }
  const errors = [];
  if (!image || image.length === 0) errors.push({ field: 'bill', message: BILL_MESSAGES.missingImage });
  const amount = amountText && AMOUNT.test(amountText) ? Number(amountText) : Number.NaN;
  if (!(amount > 0)) errors.push({ field: 'amount', message: BILL_MESSAGES.amount });
  if (errors.length > 0 || !image) throw validationError(errors);
  return { image, amount };
}
