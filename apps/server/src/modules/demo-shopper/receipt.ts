import { type Order, roundMoney } from '@jhola/domain';
import { drawReceipt, type ReceiptLine } from './receipt-png.js';

const money = (n: number) => n.toFixed(2);

/** The shop's bill for what was bought: item lines, subtotal; returns the image and its amount. */
export function receiptFor(order: Order): { image: Buffer; amount: number } {
  const bought = order.items.filter((i) => i.isAvailable !== false && i.quantity > 0);
  const amount = roundMoney(bought.reduce((sum, i) => sum + i.price * i.quantity, 0));
  const lines: ReceiptLine[] = [
    { left: order.shopId.name },
    { left: `BILL FOR ${order.orderNumber}` },
    { left: '---' },
    ...bought.map((i) => ({ left: i.name, right: `${i.quantity} X ${money(i.price)}` })),
    { left: '---' },
    { left: 'TOTAL RS', right: money(amount) },
    { left: 'THANK YOU' },
  ];
  return { image: drawReceipt(lines), amount };
}
