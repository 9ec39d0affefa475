import { DEMO_UPI_PAYEE, DISPATCH_RULES, ORDERS_PER_SHOPPER_HOUR, UPI_VPA_PATTERN } from '@jhola/domain';
import { z } from 'zod';

// Every environment variable the server reads, with its default and the one-line message of a bad value
// (config.ts turns the first issue into "Invalid NAME: message").
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

export const envSchema = z.object({
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
  /**
   * The journeys' server only (decision 0085): POST /api/test-clock moves this process's clock ahead for a
   * caller holding this token. Unset everywhere else: the route does not exist.
   */
  TEST_CLOCK_TOKEN: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** Phone sign-in codes (issue 31): one provider, or none (the code goes to the log). */
  SMS_WEBHOOK_URL: url(/^https?:$/, 'http(s)://'),
  MSG91_AUTH_KEY: z.string().min(1).optional(),
  MSG91_TEMPLATE_ID: z.string().min(1).optional(),
  MSG91_URL: z.url().default('https://control.msg91.com/api/v5/flow'),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  TWILIO_URL: z.url().default('https://api.twilio.com'),
  /** Issue 44: a claim up to this many rupees per order is approved at once (decision 0064). */
  CLAIM_AUTO_APPROVE_RUPEES: z.coerce
    .number({ error: 'must be a number of rupees' })
    .min(0)
    .max(100_000)
    .default(200),
  /** ...from a customer with at most this many approved claims in the last 30 days. */
  CLAIM_AUTO_APPROVE_MAX_CLAIMS: z.coerce
    .number({ error: 'must be a whole number' })
    .int()
    .min(0)
    .max(1000)
    .default(2),
  /** Issue 43: Razorpay's keys; with none set the embedded test gateway takes payments. */
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(8).optional(),
  RAZORPAY_URL: z.url().default('https://api.razorpay.com/v1'),
  /** The embedded gateway captures part of a hold (true) or, like Razorpay, all of it and refunds the rest. */
  EMBEDDED_GATEWAY_PARTIAL_CAPTURE: bool(true),
  /** How often each process looks for due jobs (deadlines, cleanup) and live events a dead process left. */
  JOBS_POLL_MS: z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int()
    .min(10)
    .max(60_000)
    .default(1000),
  /** Issue 45: seconds an offered order waits for the shopper's or rider's answer before the next. */
  DISPATCH_OFFER_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(5)
    .max(3600)
    .default(DISPATCH_RULES.offerSeconds),
  /** Issue 45: orders one planned shopper-hour can take (a delivery slot's capacity). */
  SLOT_ORDERS_PER_SHOPPER_HOUR: z.coerce
    .number({ error: 'must be a number of orders' })
    .positive({ error: 'must be a number of orders above 0' })
    .max(100)
    .default(ORDERS_PER_SHOPPER_HOUR),
});

export type Env = z.infer<typeof envSchema>;
