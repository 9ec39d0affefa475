import { ConfigError } from './config-error.js';
import type { Env } from './env-schema.js';

export type SmsConfig =
  | { kind: 'webhook'; url: string }
  | { kind: 'msg91'; authKey: string; templateId: string; url: string }
  | { kind: 'twilio'; accountSid: string; authToken: string; from: string; baseUrl: string }
  | { kind: 'log' };

/**
 * Issue 43: Razorpay with its keys, or the embedded test gateway inside the server (no keys); the
 * embedded one signs its webhooks with RAZORPAY_WEBHOOK_SECRET when set, so tests can sign their own.
 */
export type PaymentGatewayConfig =
  | { kind: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string; baseUrl: string }
  | { kind: 'embedded'; webhookSecret: string | undefined; partialCapture: boolean };

export type FileStoreConfig =
  | { kind: 'postgres' }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
    };

/** The first provider whose settings are given; a half-given one is named (one line, as for every variable). */
export function smsConfig(e: Env): SmsConfig {
  if (e.SMS_WEBHOOK_URL) return { kind: 'webhook', url: e.SMS_WEBHOOK_URL };
  if (e.MSG91_AUTH_KEY || e.MSG91_TEMPLATE_ID) {
    if (!e.MSG91_AUTH_KEY) throw new ConfigError('Invalid MSG91_AUTH_KEY: required with MSG91_TEMPLATE_ID');
    if (!e.MSG91_TEMPLATE_ID)
      throw new ConfigError('Invalid MSG91_TEMPLATE_ID: required with MSG91_AUTH_KEY');
    return { kind: 'msg91', authKey: e.MSG91_AUTH_KEY, templateId: e.MSG91_TEMPLATE_ID, url: e.MSG91_URL };
  }
  if (e.TWILIO_ACCOUNT_SID || e.TWILIO_AUTH_TOKEN || e.TWILIO_FROM) {
    for (const name of ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const)
      if (!e[name]) throw new ConfigError(`Invalid ${name}: required for Twilio SMS`);
    return {
      kind: 'twilio',
      accountSid: e.TWILIO_ACCOUNT_SID!,
      authToken: e.TWILIO_AUTH_TOKEN!,
      from: e.TWILIO_FROM!,
      baseUrl: e.TWILIO_URL.replace(/\/$/, ''),
    };
  }
  return { kind: 'log' };
}

/** FILE_STORE=s3 needs the bucket and the keys; a missing one is named (one line, as for every variable). */
export function fileStoreConfig(e: Env): FileStoreConfig {
  if (e.FILE_STORE === 'postgres') return { kind: 'postgres' };
  for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
    if (!e[name]) throw new ConfigError(`Invalid ${name}: required when FILE_STORE=s3`);
  return {
    kind: 's3',
    bucket: e.S3_BUCKET!,
    endpoint: (e.S3_ENDPOINT ?? `https://s3.${e.S3_REGION}.amazonaws.com`).replace(/\/$/, ''),
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/** Both Razorpay keys and its webhook secret, or neither key (the embedded gateway); a half-given set is named. */
export function paymentGatewayConfig(e: Env): PaymentGatewayConfig {
  if (!e.RAZORPAY_KEY_ID && !e.RAZORPAY_KEY_SECRET)
    return {
      kind: 'embedded',
      webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
      partialCapture: e.EMBEDDED_GATEWAY_PARTIAL_CAPTURE,
    };
  for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const)
    if (!e[name]) throw new ConfigError(`Invalid ${name}: required for Razorpay payments`);
  return {
    kind: 'razorpay',
    keyId: e.RAZORPAY_KEY_ID!,
    keySecret: e.RAZORPAY_KEY_SECRET!,
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET!,
    baseUrl: e.RAZORPAY_URL.replace(/\/$/, ''),
  };
}
