import { type Order, roundMoney, shopBillAmount } from '@jhola/domain';
import { drawReceipt, type ReceiptLine } from './receipt-png.js';

const money = (n: number) => n.toFixed(2);

/**
 * The shop's bill for what was bought: item lines, the tax a tax-on-top shop adds (none on MRP), the total
 * (issue 28: never the delivery fee); returns the image and its amount.
 */
export function receiptFor(order: Order): { image: Buffer; amount: number } {
  const bought = order.items.filter((i) => i.isAvailable !== false && i.quantity > 0);
  const items = roundMoney(bought.reduce((sum, i) => sum + (i.price ?? 0) * i.quantity, 0));
  const taxes = order.orderValue.taxes;
  const amount = shopBillAmount({ subtotal: items, taxes });
  const lines: ReceiptLine[] = [
    { left: order.shopId.name },
    { left: `BILL FOR ${order.orderNumber}` },
    { left: '---' },
    ...bought.map((i) => ({ left: i.name, right: `${i.quantity} X ${money(i.price ?? 0)}` })),
    { left: '---' },
    ...(taxes > 0 ? [{ left: 'TAX RS', right: money(taxes) }] : []),
    { left: 'TOTAL RS', right: money(amount) },
    { left: 'THANK YOU' },
  ];
  return { image: drawReceipt(lines), amount };
}
