import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_UPI_PAYEE, UPI_VPA_PATTERN, type UpiPayee } from '@jhola/domain';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v)));

const url = (protocols: RegExp, what: string) =>
  z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || (URL.canParse(v) && protocols.test(new URL(v).protocol)), {
      message: `must be a ${what} URL`,
    })
    .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: url(/^postgres(ql)?:$/, 'postgres://'),
  DATA_DIR: z.string().min(1).default('./.data'),
  APP_URL: url(/^https?:$/, 'http(s)://'),
  SMTP_URL: url(/^smtps?:$/, 'smtp://'),
  MAIL_FROM: z.string().default('Jhola <no-reply@jhola.test>'),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@jhola.test'),
  REDIS_URL: url(/^rediss?:$/, 'redis://'),
  /** Issue 28: the business's UPI ID and name the customer pays at the door (decision 0042). */
  UPI_VPA: z
    .string()
    .regex(UPI_VPA_PATTERN, { error: 'must be a UPI ID such as jhola@okaxis' })
    .default(DEMO_UPI_PAYEE.vpa),
  UPI_PAYEE_NAME: z.string().trim().min(1).max(60).default(DEMO_UPI_PAYEE.name),
  GOOGLE_CLIENT_ID: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  GOOGLE_JWKS_URL: url(/^https?:$/, 'http(s)://').default('https://www.googleapis.com/oauth2/v3/certs'),
  /** Raster map tiles for "Where is my order?" ({z}/{x}/{y}); without it the app draws the route itself. */
  MAP_TILE_URL: url(/^https?:$/, 'http(s)://').refine(
    (v) => v === undefined || ['{z}', '{x}', '{y}'].every((part) => v.includes(part)),
    { message: 'must contain {z}, {x} and {y}' },
  ),
  MAP_TILE_ATTRIBUTION: z.string().max(300).default('© OpenStreetMap contributors'),
  /**
   * Push services besides the browsers' own (FCM, Mozilla, Windows, Apple) the server may post Web Push to,
   * as comma-separated origins; a stand-in in tests. Any other endpoint is refused (no posting to any URL).
   */
  PUSH_SERVICE_ORIGINS: z
    .string()
    .optional()
    .refine((v) => !v || v.split(',').every((o) => URL.canParse(o.trim())), { message: 'must be URLs' })
    .transform((v) => (v ? v.split(',').map((o) => new URL(o.trim()).origin) : [])),
  GEOCODER_GOOGLE_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  GEOCODER_GOOGLE_URL: url(/^https?:$/, 'http(s)://').default(
    'https://maps.googleapis.com/maps/api/geocode/json',
  ),
  GEOCODER_NOMINATIM_URL: url(/^https?:$/, 'http(s)://').default(
    'https://nominatim.openstreetmap.org/search',
  ),
  /** Nominatim's policy is one call a second (across all processes); 0 only for a local stand-in. */
  GEOCODER_NOMINATIM_INTERVAL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(0)
    .default(1000),
  SEED_DEMO: bool(true),
  /** Only behind a reverse proxy: otherwise a client could forge X-Forwarded-For and dodge per-IP limits. */
  TRUST_PROXY: bool(false),
  DEMO_SHOPPERS: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .optional(),
  JWT_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the built web app lives; the server serves it when present. */
  WEB_DIST: z.string().optional(),
  /** Where the built staff app lives; served under /staff when present. */
  STAFF_DIST: z.string().optional(),
  /** Speeds the demo shopper up (1 = human-looking pauses); tests set it high. */
  DEMO_SHOPPER_SPEED: z.coerce.number().positive().max(1000).default(1),
  /** PostgreSQL connections per process. */
  DATABASE_POOL_SIZE: z.coerce.number({ error: 'must be a number' }).int().min(1).max(500).default(10),
  /** Prometheus metrics on their own port (private network only), and/or at /api/metrics with a token. */
  METRICS_PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).optional(),
  METRICS_TOKEN: z.string().min(24, { error: 'must be at least 24 characters' }).optional(),
  /** After SIGTERM: seconds /api/ready answers 503 (so the load balancer moves away) before closing. */
  DRAIN_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).min(0).max(120).optional(),
  /** Where uploads live: the database (default) or an S3-compatible bucket (S3_* below). */
  FILE_STORE: z.enum(['postgres', 's3'], { error: 'must be postgres or s3' }).default('postgres'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: url(/^https?:$/, 'http(s)://'),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool(true),
  /** Overrides every shop's response time (PRODUCT.md §13); fractions allowed, so tests wait seconds. */
  REVISION_RESPONSE_MINUTES: z.coerce
    .number({ error: 'must be a number of minutes' })
    .positive({ error: 'must be a number of minutes above 0' })
    .max(24 * 60)
    .optional(),
  /** Phone sign-in codes (issue 31): one provider, or none (the code goes to the log). */
  SMS_WEBHOOK_URL: url(/^https?:$/, 'http(s)://'),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  MSG91_URL: z.url().default('https://control.msg91.com/api/v5/flow'),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_URL: z.url().default('https://api.twilio.com'),
  /** How often each process looks for due jobs (deadlines, cleanup). */
  JOBS_POLL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(10)
    .max(60_000)
    .default(1000),
});

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
  jobs: { pollMs: number };
  /** Where phone sign-in codes go (modules/sms). */
  sms: SmsConfig;
};

export type SmsConfig =
  | { kind: 'webhook'; url: string }
  | { kind: 'msg91'; authKey: string; templateId: string; url: string }
  | { kind: 'twilio'; accountSid: string; authToken: string; from: string; baseUrl: string }
  | { kind: 'log' };

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

export class ConfigError extends Error {}

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
    jobs: { pollMs: e.JOBS_POLL_MS },
    sms: smsConfig(e),
  };
}

/** The first provider whose settings are given; a half-given one is named (one line, as for every variable). */
function smsConfig(e: z.infer<typeof envSchema>): SmsConfig {
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
function fileStoreConfig(e: z.infer<typeof envSchema>): FileStoreConfig {
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
