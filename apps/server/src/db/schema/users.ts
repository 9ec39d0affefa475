import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased so that comparisons are case-insensitive; '' for an account made by phone. */
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    /** Set when a one-time code sent to `phone` was entered (issue 31): the number then signs in. */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    role: text('role', { enum: ['customer', 'shopper', 'delivery', 'admin', 'merchant'] })
      .notNull()
      .default('customer'),
    /** Argon2id PHC string; null for an account that only signs in with Google. */
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    googleSub: text('google_sub'),
    /** Set by an admin: the account cannot sign in and its sessions have ended. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The account's language (issue 19): e-mails and pushes are written in it. */
    language: text('language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    /** Issue 45: whether the customer hears about their orders by SMS; they may turn it off. */
    orderSms: boolean('order_sms').notNull().default(true),
    disabledBy: uuid('disabled_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email).where(sql`${t.email} <> ''`),
    uniqueIndex('users_verified_phone_unique').on(t.phone).where(sql`${t.phoneVerifiedAt} is not null`),
    uniqueIndex('users_google_sub_unique').on(t.googleSub).where(sql`${t.googleSub} is not null`),
    index('users_role_idx').on(t.role, t.createdAt),
    check('users_language_check', sql`${t.language} in ('en', 'hi')`),
  ],
);

/** A server-side session: the bearer token names one, so logout and reset end it at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Single-use e-mail verification and password reset tokens, stored as SHA-256 hashes. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId, t.kind),
  ],
);

/**
 * Failed logins of one e-mail (registered or not) from one client address (issue 26): the progressive
 * wait and the lock of `LOCKOUT` hold back that address only.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    /** Lower-cased, as typed. */
    email: text('email').notNull(),
    clientAddress: text('client_address').notNull(),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    failedLoginWindowStart: timestamp('failed_login_window_start', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'login_throttles_pk', columns: [t.email, t.clientAddress] }),
    index('login_throttles_window_idx').on(t.failedLoginWindowStart),
  ],
);

/** Phone sign-in codes (issue 31): only a keyed hash of the code, 10 minutes, single use, 5 tries. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_phone_idx').on(t.phone, t.createdAt)],
);
