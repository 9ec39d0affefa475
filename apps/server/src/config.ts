import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { UpiPayee } from '@jhola/domain';
import { ConfigError } from './config/config-error.js';
import { envSchema } from './config/env-schema.js';
import {
  type FileStoreConfig,
  fileStoreConfig,
  type PaymentGatewayConfig,
  paymentGatewayConfig,
  type SmsConfig,
  smsConfig,
} from './config/providers.js';

export { ConfigError } from './config/config-error.js';
export type { FileStoreConfig } from './config/providers.js';

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  trustProxy: boolean;
  databaseUrl: string | undefined;
  dataDir: string;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /** The payee of the "Pay by UPI" link and QR code. */
  upi: UpiPayee;
  redisUrl: string | undefined;
  google: { clientId: string | undefined; jwksUrl: string };
  /** Raster map tiles for the delivery map, or null (the web app then draws the route itself). */
  mapTiles: { url: string; attribution: string } | null;
  geocoder: {
    googleKey: string | undefined;
    googleUrl: string;
    nominatimUrl: string;
    nominatimIntervalMs: number;
  };
  seedDemo: boolean;
  demoShoppers: boolean;
  demoShopperSpeed: number;
  jwtSecret: string;
  /** JWT_SECRET unset with DATABASE_URL: buildApp reads the secret every process shares from the database. */
  jwtSecretFromDatabase: boolean;
  /** Web Push: extra push-service origins allowed; the VAPID keys are read by buildApp (`vapid` in the context). */
  pushServiceOrigins: string[];
  logLevel: string;
  webDist: string | undefined;
  staffDist: string | undefined;
  version: string;
  databasePoolSize: number;
  metrics: { port: number | undefined; host: string; token: string | undefined };
  drainSeconds: number;
  fileStore: FileStoreConfig;
  /** REVISION_RESPONSE_MINUTES: the response time of every shop, when set (tests). */
  revisionResponseMinutes: number | undefined;
  /** TEST_CLOCK_TOKEN: the journeys move the clock through POST /api/test-clock (decision 0085); else unset. */
  testClockToken: string | undefined;
  jobs: { pollMs: number };
  /** Issue 44: which claims are approved without an admin (decision 0064). */
  claims: { autoApproveRupees: number; autoApproveMaxClaims: number };
  /** Issue 45: how long an offer waits for its answer; a slot's orders per planned shopper-hour. */
  dispatch: { offerSeconds: number; ordersPerShopperHour: number };
  /** Where phone sign-in codes go (modules/sms). */
  sms: SmsConfig;
  /** Where online payments go (modules/orders/payments): Razorpay, or the embedded test gateway. */
  payments: PaymentGatewayConfig;
};

/** Reads and checks the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Invalid ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const demoShoppers =
    e.DEMO_SHOPPERS === undefined
      ? e.DATABASE_URL === undefined
      : ['true', '1', 'yes'].includes(e.DEMO_SHOPPERS);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    upi: { vpa: e.UPI_VPA, name: e.UPI_PAYEE_NAME },
    redisUrl: e.REDIS_URL,
    google: { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL },
    mapTiles: e.MAP_TILE_URL ? { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION } : null,
    geocoder: {
      googleKey: e.GEOCODER_GOOGLE_KEY,
      googleUrl: e.GEOCODER_GOOGLE_URL,
      nominatimUrl: e.GEOCODER_NOMINATIM_URL,
      nominatimIntervalMs: e.GEOCODER_NOMINATIM_INTERVAL_MS,
    },
    seedDemo: e.SEED_DEMO,
    demoShoppers,
    demoShopperSpeed: e.DEMO_SHOPPER_SPEED,
    jwtSecret: e.JWT_SECRET ?? (e.DATABASE_URL ? '' : persistedSecret(dataDir)),
    jwtSecretFromDatabase: e.JWT_SECRET === undefined && e.DATABASE_URL !== undefined,
    pushServiceOrigins: e.PUSH_SERVICE_ORIGINS,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    staffDist: e.STAFF_DIST,
    version: readVersion(),
    databasePoolSize: e.DATABASE_POOL_SIZE,
    metrics: { port: e.METRICS_PORT, host: e.METRICS_HOST ?? e.HOST, token: e.METRICS_TOKEN },
    // Several processes behind a balancer need PostgreSQL; the embedded database is one process alone.
    drainSeconds: e.DRAIN_SECONDS ?? (e.DATABASE_URL ? 5 : 0),
    fileStore: fileStoreConfig(e),
    revisionResponseMinutes: e.REVISION_RESPONSE_MINUTES,
    testClockToken: e.TEST_CLOCK_TOKEN,
    jobs: { pollMs: e.JOBS_POLL_MS },
    claims: {
      autoApproveRupees: e.CLAIM_AUTO_APPROVE_RUPEES,
      autoApproveMaxClaims: e.CLAIM_AUTO_APPROVE_MAX_CLAIMS,
    },
    dispatch: {
      offerSeconds: e.DISPATCH_OFFER_SECONDS,
      ordersPerShopperHour: e.SLOT_ORDERS_PER_SHOPPER_HOUR,
    },
    sms: smsConfig(e),
    payments: paymentGatewayConfig(e),
  };
}

/** JWT_SECRET and DATABASE_URL unset (one process, embedded database): a random secret kept in DATA_DIR. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}
