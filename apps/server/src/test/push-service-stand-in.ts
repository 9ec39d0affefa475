import { createDecipheriv, createECDH, type ECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

/** One browser as the push service knows it: its keys (RFC 8291) and what the service answers for it. */
export interface StandInDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
  /** The status the push service answers for this device (201, or 404/410 for a subscription gone). */
  status: number;
}

export interface ReceivedPush {
  device: string;
  /** The decrypted payload, parsed. */
  // biome-ignore lint/suspicious/noExplicitAny: tests assert on every field they read
  payload: any;
  headers: Record<string, string | string[] | undefined>;
  /** The VAPID JWT's claims, after its signature was checked against the key in the header. */
  vapid: { aud: string; sub: string; publicKey: string };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/**
 * Decrypts an aes128gcm Web Push body (RFC 8188 + RFC 8291) with the receiving browser's private key,
 * written from the RFCs (not with the library the server encrypts with), so a wrong encryption fails.
 */
export function decryptWebPush(body: Buffer, ecdh: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = hkdf(authSecret, shared, keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(cipherText.subarray(cipherText.length - 16));
  const padded = Buffer.concat([
    decipher.update(cipherText.subarray(0, cipherText.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 followed by optional zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end).toString('utf8');
}

async function checkVapid(header: string | undefined, origin: string): Promise<ReceivedPush['vapid']> {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const point = Buffer.from(publicKey, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(token, key, { audience: origin, algorithms: ['ES256'] });
  return { aud: String(payload.aud), sub: String(payload.sub), publicKey };
}

/**
 * A local push service: devices subscribe here (endpoint `/push/<name>`), the server posts Web Push to it,
 * and it decrypts and records each push, checking the VAPID signature. Nothing leaves the machine.
 */
export class PushServiceStandIn {
  readonly received: ReceivedPush[] = [];
  readonly errors: string[] = [];
  private readonly devices = new Map<string, StandInDevice>();
  private server: Server | null = null;
  origin = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const name = (req.url ?? '').replace(/^\/push\//, '');
        const device = this.devices.get(name);
        if (!device) return void res.writeHead(404).end();
        void (async () => {
          try {
            const vapid = await checkVapid(req.headers.authorization, this.origin);
            if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
            const text = decryptWebPush(Buffer.concat(chunks), device.ecdh, device.authSecret);
            this.received.push({ device: name, payload: JSON.parse(text), headers: req.headers, vapid });
            res.writeHead(device.status).end();
          } catch (error) {
            this.errors.push(String(error));
            res.writeHead(400).end();
          }
        })();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  /** A new browser subscription: a fresh P-256 key pair and auth secret, as PushSubscription.toJSON() gives. */
  device(name: string, status = 201): StandInDevice {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const authSecret = randomBytes(16);
    const device: StandInDevice = {
      endpoint: `${this.origin}/push/${name}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
      ecdh,
      authSecret,
      status,
    };
    this.devices.set(name, device);
    return device;
  }

  /** Waits until `count` pushes have arrived (or fails after `ms`). */
  async waitFor(count: number, ms = 5000): Promise<ReceivedPush[]> {
    const until = Date.now() + ms;
    while (this.received.length < count && this.errors.length === 0 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (this.errors.length > 0) throw new Error(this.errors.join('; '));
    return this.received;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
