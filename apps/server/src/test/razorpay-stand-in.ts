import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

export interface RazorpayCall {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

type Entity = Record<string, unknown> & { id: string };

const notes = z.record(z.string(), z.string().max(256)).refine((n) => Object.keys(n).length <= 15);
const paise = z.number().int().min(100);
/** The request bodies Razorpay's API takes on the calls Jhola makes (https://razorpay.com/docs/api/). */
const SHAPES = {
  order: z.strictObject({
    amount: paise,
    currency: z.literal('INR'),
    receipt: z.string().max(40),
    notes,
    payment: z.strictObject({ capture: z.enum(['automatic', 'manual']) }).optional(),
  }),
  capture: z.strictObject({ amount: paise, currency: z.literal('INR') }),
  refund: z.strictObject({ amount: paise, notes: notes.optional(), speed: z.string().optional() }),
  qr: z.strictObject({
    type: z.literal('upi_qr'),
    name: z.string().min(1),
    usage: z.literal('single_use'),
    fixed_amount: z.literal(true),
    payment_amount: paise,
    description: z.string().max(255),
    close_by: z.number().int(),
    notes,
  }),
};

/**
 * A local HTTP server that speaks the part of Razorpay's REST API Jhola's adapter uses (orders, payments,
 * capture, refunds, UPI QR codes), with basic auth by a key pair, and refuses what Razorpay would refuse:
 * a body of another shape (each call is also kept in `calls` for the test to read), a capture of another
 * amount than authorised, a refund above what is left. The test plays the customer: `authorize` pays an
 * order's checkout, `payQr` scans a QR code.
 */
export class RazorpayStandIn {
  readonly calls: RazorpayCall[] = [];
  /** Bodies refused for their shape, with zod's words: a test expects none. */
  readonly shapeErrors: string[] = [];
  readonly keyId = 'rzp_test_standin';
  readonly keySecret = 'standin-secret-0123';
  private readonly entities = new Map<string, Entity>();
  private server: Server | null = null;
  private base = '';

  /** What RAZORPAY_URL is set to (Razorpay's is https://api.razorpay.com/v1). */
  get url(): string {
    return `${this.base}/v1`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  entity<T = Entity>(id: string): T {
    const found = this.entities.get(id);
    if (!found) throw new Error(`the stand-in has no ${id}`);
    return found as unknown as T;
  }

  /** The customer pays an order on the hosted checkout: an authorised payment of its amount. */
  authorize(orderId: string, method = 'upi'): Entity {
    const order = this.entity(orderId);
    return this.add('pay', {
      entity: 'payment',
      amount: order.amount,
      currency: 'INR',
      status: 'authorized',
      order_id: orderId,
      method,
      amount_refunded: 0,
      captured: false,
      qr_code_id: null,
    });
  }

  /** The customer's UPI app pays a QR code: a captured payment of its fixed amount. */
  payQr(qrId: string): Entity {
    const qr = this.entity(qrId);
    qr.status = 'closed';
    qr.payments_amount_received = qr.payment_amount;
    return this.add('pay', {
      entity: 'payment',
      amount: qr.payment_amount,
      currency: 'INR',
      status: 'captured',
      order_id: null,
      method: 'upi',
      amount_refunded: 0,
      captured: true,
      qr_code_id: qrId,
    });
  }

  private add(prefix: string, fields: Record<string, unknown>): Entity {
    const entity = {
      id: `${prefix}_${randomBytes(7).toString('hex')}`,
      created_at: Math.floor(Date.now() / 1000),
      ...fields,
    };
    this.entities.set(entity.id, entity);
    return entity;
  }

  private all(match: (e: Entity) => boolean) {
    const items = [...this.entities.values()].filter(match);
    return { entity: 'collection', count: items.length, items };
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', this.base).pathname;
    const method = req.method ?? 'GET';
    let body: Record<string, unknown> | null = null;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      return send(res, 400, refusal('The request body is not JSON'));
    }
    this.calls.push({ method, path, body });
    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return send(res, 401, refusal('Authentication failed'));
    if (body && !String(req.headers['content-type']).startsWith('application/json'))
      return send(res, 400, refusal('Content-Type must be application/json'));
    try {
      const [status, json] = this.route(method, path, body);
      send(res, status, json);
    } catch (error) {
      if (!(error instanceof z.ZodError)) throw error;
      this.shapeErrors.push(`${method} ${path}: ${error.message}`);
      send(res, 400, refusal(error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')));
    }
  }

  private route(method: string, path: string, body: Record<string, unknown> | null): [number, unknown] {
    const id = path.split('/')[3] ?? '';
    const known = this.entities.get(id);
    const post = method === 'POST';
    if (post && path === '/v1/orders') {
      const given = SHAPES.order.parse(body);
      return [200, this.add('order', { entity: 'order', ...given, amount_paid: 0, status: 'created' })];
    }
    if (post && path === '/v1/payments/qr_codes') {
      const given = SHAPES.qr.parse(body);
      const qr = this.add('qr', {
        entity: 'qr_code',
        ...given,
        status: 'active',
        payments_amount_received: 0,
      });
      const link = `upi://pay?pa=jhola@razorpay&pn=Jhola&am=${(given.payment_amount / 100).toFixed(2)}&tr=${qr.id}`;
      Object.assign(qr, { image_content: link, image_url: `https://rzp.io/i/${qr.id}` });
      return [200, qr];
    }
    if (path.startsWith('/v1/payments/qr_codes/')) {
      const qrId = path.split('/')[4] ?? '';
      if (!this.entities.has(qrId)) return [400, refusal('The id provided does not exist')];
      if (path.endsWith('/payments')) return [200, this.all((e) => e.qr_code_id === qrId)];
      return [200, this.entity(qrId)];
    }
    if (!known) return [400, refusal('The id provided does not exist')];
    if (!post && path === `/v1/orders/${id}/payments`) return [200, this.all((e) => e.order_id === id)];
    if (!post && path === `/v1/payments/${id}`) return [200, known];
    if (!post && path === `/v1/payments/${id}/refunds`) return [200, this.all((e) => e.payment_id === id)];
    if (post && path === `/v1/payments/${id}/capture`) {
      const given = SHAPES.capture.parse(body);
      // Razorpay captures exactly what was authorised: no partial capture.
      if (known.status !== 'authorized') return [400, refusal('This payment has already been captured')];
      if (given.amount !== known.amount)
        return [400, refusal('Capture amount must be equal to the amount authorized')];
      Object.assign(known, { status: 'captured', captured: true });
      return [200, known];
    }
    if (post && path === `/v1/payments/${id}/refund`) {
      const given = SHAPES.refund.parse(body);
      const left = (known.amount as number) - (known.amount_refunded as number);
      if (known.status !== 'captured' && known.status !== 'refunded')
        return [400, refusal('The payment has not been captured')];
      if (given.amount > left) return [400, refusal('The refund amount is greater than the amount left')];
      known.amount_refunded = (known.amount_refunded as number) + given.amount;
      if (known.amount_refunded === known.amount) known.status = 'refunded';
      const refund = this.add('rfnd', {
        entity: 'refund',
        payment_id: id,
        amount: given.amount,
        currency: 'INR',
        notes: given.notes ?? {},
        status: 'processed',
      });
      return [200, refund];
    }
    return [404, refusal(`No route for ${method} ${path}`)];
  }
}

const refusal = (description: string) => ({ error: { code: 'BAD_REQUEST_ERROR', description } });

function send(res: ServerResponse, status: number, json: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(json));
}
