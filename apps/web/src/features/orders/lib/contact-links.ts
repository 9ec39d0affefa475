import { tOrders } from '../i18n';

/** tel: link for a phone as stored ("+91 98765 43210"). */
export const telLink = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** WhatsApp wants the number with its country code and no "+"; a bare 10-digit number is Indian. */
export function whatsappLink(phone: string, message: string): string {
  let digits = phone.replace(/\D/g, '');
  if (digits.length === 10) digits = `91${digits}`;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** The message the customer sends the shopper, in the customer's language. */
export const inquiryMessage = (orderNumber: string, shopperName: string): string =>
  tOrders('orders.inquiry.message', { name: shopperName, number: orderNumber });
