import type { Order } from '@jhola/domain';
import { uploadForm } from '../../../lib/upload';
import { orderPath, useOrderAction } from './order-action';

export interface BillUpload {
  file: Blob;
  amount: number;
  onProgress: (fraction: number) => void;
}

/** POST /shopper/orders/:id/bill (multipart: `bill` image, `amount` in rupees), with upload progress. */
export function uploadBill(orderId: string, { file, amount, onProgress }: BillUpload) {
  const form = new FormData();
  form.append('amount', amount.toFixed(2));
  form.append('bill', file, file instanceof File ? file.name : 'bill.jpg');
  return uploadForm<{ order: Order }>(orderPath(orderId, 'bill'), form, onProgress);
}

export const useUploadBill = (orderId: string) =>
  useOrderAction(orderId, (upload: BillUpload) => uploadBill(orderId, upload));
