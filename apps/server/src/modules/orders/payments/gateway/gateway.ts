/**
 * A payment gateway as Jhola uses it (issue 43, decision 0065), in Razorpay's shapes and paise: one
 * implementation per file. `razorpay-gateway.ts` talks Razorpay's HTTP API, either to Razorpay itself or to
 * the embedded test gateway inside the server (`test-gateway/`), which speaks the same API.
 */

export interface GatewayOrder {
  id: string;
  amount: number;
  status: string;
}

export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface GatewayPayment {
  id: string;
  order_id: string | null;
  amount: number;
  status: GatewayPaymentStatus;
  method: string | null;
  amount_refunded: number;
  error_description?: string | null;
  /** Set on a payment made by scanning a QR code. */
  qr_code_id?: string | null;
}

export interface GatewayRefund {
  id: string;
  payment_id: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  notes?: Record<string, string>;
}

export interface GatewayQr {
  id: string;
  payment_amount: number;
  status: string;
  /** The UPI link the QR code encodes (drawn by the rider's screen). */
  image_content: string;
  image_url: string;
}

export interface PaymentGateway {
  readonly name: 'razorpay' | 'embedded';
  /** Given to the browser for Razorpay's checkout; none for the embedded gateway's page. */
  readonly keyId: string | undefined;
  /** Whether a capture may take less than the authorised amount (the rest released at once). */
  readonly partialCapture: boolean;
  /** The secret webhooks are signed with (HMAC-SHA256 of the raw body). */
  readonly webhookSecret: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayOrder>;
  orderPayments(gatewayOrderId: string): Promise<GatewayPayment[]>;
  payment(paymentId: string): Promise<GatewayPayment>;
  capture(paymentId: string, amountPaise: number): Promise<GatewayPayment>;
  refund(paymentId: string, amountPaise: number, notes: Record<string, string>): Promise<GatewayRefund>;
  refunds(paymentId: string): Promise<GatewayRefund[]>;
  createQr(input: {
    amountPaise: number;
    closeBy: Date;
    description: string;
    notes: Record<string, string>;
  }): Promise<GatewayQr>;
  qr(qrId: string): Promise<GatewayQr>;
  qrPayments(qrId: string): Promise<GatewayPayment[]>;
  /** Where the customer pays this hold (a page of the server, relative to the app's origin). */
  checkoutUrl(input: { paymentId: string; gatewayOrderId: string }): string;
}

/** The gateway answered with an error (its description), or not at all. */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}
