import type { GatewayOrder, GatewayPayment, GatewayQr, GatewayRefund, PaymentGateway } from './gateway.js';
import { GatewayError } from './gateway.js';

/** One call of Razorpay's API (`path` after /v1): over the network, or into the embedded gateway. */
export type GatewayHttp = (
  method: 'GET' | 'POST',
  path: string,
  body?: Record<string, unknown>,
) => Promise<{ status: number; json: unknown }>;

interface Items<T> {
  items: T[];
}

/**
 * Razorpay's orders, payments, captures, refunds and QR codes (https://razorpay.com/docs/api/), the same
 * calls whether `http` reaches Razorpay or the embedded test gateway. Amounts are paise.
 */
export function razorpayGateway(options: {
  name: 'razorpay' | 'embedded';
  http: GatewayHttp;
  keyId: string | undefined;
  webhookSecret: string;
  partialCapture: boolean;
  checkoutUrl: PaymentGateway['checkoutUrl'];
}): PaymentGateway {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>) => {
    const { status, json } = await options.http(method, path, body);
    if (status >= 400) {
      const error = (json as { error?: { description?: string } } | null)?.error;
      throw new GatewayError(error?.description ?? `the gateway answered ${status}`, status);
    }
    return json as T;
  };
  return {
    name: options.name,
    keyId: options.keyId,
    partialCapture: options.partialCapture,
    webhookSecret: options.webhookSecret,
    checkoutUrl: options.checkoutUrl,
    createOrder: ({ amountPaise, receipt, notes }) =>
      call<GatewayOrder>('POST', '/orders', {
        amount: amountPaise,
        currency: 'INR',
        receipt,
        notes,
        // An online order's hold is authorised now and captured at the approved bill (manual capture).
        payment: { capture: 'manual' },
      }),
    orderPayments: async (id) => (await call<Items<GatewayPayment>>('GET', `/orders/${id}/payments`)).items,
    payment: (id) => call<GatewayPayment>('GET', `/payments/${id}`),
    capture: (id, amountPaise) =>
      call<GatewayPayment>('POST', `/payments/${id}/capture`, { amount: amountPaise, currency: 'INR' }),
    refund: (id, amountPaise, notes) =>
      call<GatewayRefund>('POST', `/payments/${id}/refund`, { amount: amountPaise, notes }),
    refunds: async (id) => (await call<Items<GatewayRefund>>('GET', `/payments/${id}/refunds`)).items,
    createQr: ({ amountPaise, closeBy, description, notes }) =>
      call<GatewayQr>('POST', '/payments/qr_codes', {
        type: 'upi_qr',
        name: 'Jhola',
        usage: 'single_use',
        fixed_amount: true,
        payment_amount: amountPaise,
        description,
        close_by: Math.floor(closeBy.getTime() / 1000),
        notes,
      }),
    qr: (id) => call<GatewayQr>('GET', `/payments/qr_codes/${id}`),
    qrPayments: async (id) =>
      (await call<Items<GatewayPayment>>('GET', `/payments/qr_codes/${id}/payments`)).items,
  };
}

/** Razorpay over the network: basic auth with the key pair, 10 s for an answer. */
export function razorpayHttp(baseUrl: string, keyId: string, keySecret: string): GatewayHttp {
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  return async (method, path, body) => {
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { authorization, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(10_000),
      });
      return { status: response.status, json: await response.json().catch(() => null) };
    } catch (error) {
      throw new GatewayError(`the gateway did not answer: ${(error as Error).message}`, 503);
    }
  };
}
