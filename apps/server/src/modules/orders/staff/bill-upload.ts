import type { FastifyRequest } from 'fastify';
import { validationError } from '../../../http/errors.js';
import { readImageParts } from '../../../http/multipart-image.js';
import { BILL_MESSAGES } from '../lifecycle/bill-service.js';

const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * Reads the multipart bill: one image file (any field name; `bill` by convention) and an `amount`
 * field in rupees. Size is capped while streaming; the type is checked later by content.
 */
export async function readBillUpload(request: FastifyRequest): Promise<{ image: Buffer; amount: number }> {
  const { image, fields } = await readImageParts(request, {
    field: 'bill',
    notMultipart: 'Send the bill as multipart/form-data with an image and an amount',
    tooLarge: BILL_MESSAGES.size,
    oneOnly: 'Attach one bill image only',
    unexpected: 'Send only the bill image and its amount',
  });
  const amountText = fields.get('amount');
  const errors = [];
  if (!image) errors.push({ field: 'bill', message: BILL_MESSAGES.missingImage });
  const amount = amountText && AMOUNT.test(amountText) ? Number(amountText) : Number.NaN;
  if (!(amount > 0)) errors.push({ field: 'amount', message: BILL_MESSAGES.amount });
  if (errors.length > 0 || !image) throw validationError(errors);
  return { image, amount };
}
