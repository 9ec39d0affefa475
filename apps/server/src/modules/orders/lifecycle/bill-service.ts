import { formatRupees, TIMELINE_NOTES } from '@jhola/domain';
import { notFound } from '../../../http/errors.js';
import { toWebImage, WEB_SIZES } from '../../photos/web-image.js';
import { type Actor, isOrderParty, ORDER_NOT_FOUND } from '../core/actor.js';
import { OrderRepository } from '../core/repository.js';
import { catalogueNote } from '../core/timeline-note.js';
import { BillStorage } from './bill-storage.js';
import type { LifecycleContext } from './context.js';
import { runTransition, type TransitionResult } from './transition.js';
import { refuseWhileUnpriced } from './unpriced-items.js';

export const BILL_MESSAGES = {
  type: 'The bill must be a JPEG, PNG or WebP image',
  size: 'The bill image must be at most 5 MB',
  missingImage: 'Attach a photo of the bill',
  amount: 'Enter the bill amount in rupees, for example 245.50',
  none: 'No bill has been uploaded for this order yet',
} as const;

/**
 * The assigned shopper uploads the bill photo with its amount. The image is checked by content, re-encoded and
 * stored first (in the shared file store); if the transition then fails (the customer cancelled meanwhile), it is removed.
 */
export async function uploadBill(
  ctx: LifecycleContext,
  orderId: string,
  actor: Actor,
  bill: { image: Buffer; amount: number },
): Promise<TransitionResult> {
  // Checked by content and re-encoded: the customer downloads a web-sized picture without the
  // phone's metadata (its location among it), whatever the shopper's camera wrote.
  const image = await toWebImage(bill.image, WEB_SIZES.bill, BILL_MESSAGES);
  const storage = new BillStorage(ctx.files, ctx.config.dataDir);
  const name = await storage.save(image.bytes, image);
  try {
    const result = await runTransition(ctx, {
      orderId,
      actor,
      action: 'upload_bill',
      apply: async (c) => {
        await refuseWhileUnpriced('upload_bill', c);
        return {
          patch: { billAmount: bill.amount, billImagePath: name, billUploadedAt: c.now },
          note: catalogueNote(TIMELINE_NOTES.billUploaded, { amount: formatRupees(bill.amount) }),
        };
      },
    });
    if (result.replayed) await storage.remove(name);
    return result;
  } catch (error) {
    await storage.remove(name);
    throw error;
  }
}

/** The bill image for the order's customer, its shopper and delivery person, and admins; 404 for anyone else. */
export async function openBill(ctx: LifecycleContext, orderId: string, actor: Actor) {
  const row = await new OrderRepository(ctx.db).findRow(orderId);
  if (!row || !isOrderParty(row, actor)) throw notFound(ORDER_NOT_FOUND);
  const file = row.billImagePath
    ? await new BillStorage(ctx.files, ctx.config.dataDir).read(row.billImagePath)
    : null;
  if (!file) throw notFound(BILL_MESSAGES.none);
  return { bytes: file.bytes, size: file.bytes.length, contentType: file.contentType };
}
