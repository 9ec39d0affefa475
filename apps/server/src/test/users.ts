import { randomUUID } from 'node:crypto';
import type { UserRole } from '@jhola/domain';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/password.js';
import { SessionRepository } from '../modules/auth/session-repository.js';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from '../modules/auth/tokens.js';
import type { TestApp } from './test-app.js';

export interface TestUser {
  id: string;
  name: string;
  email: string;
  phone: string;
  role: UserRole;
  password: string;
  /** A bearer token for a live session of this user. */
  token: string;
  headers: { authorization: string };
}

/**
 * Argon2id costs about 25 ms of a core per hash, on purpose; test users share one hash per password
 * (the login route still verifies it for real).
 */
const hashes = new Map<string, Promise<string>>();
const testPasswordHash = (password: string): Promise<string> => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

/**
 * Inserts a verified user and opens a real session for it (the same session rows and token signing the
 * login route uses), so a test can call guarded routes without going through login each time.
 */
export async function createTestUser(
  t: TestApp,
  options: {
    role?: UserRole;
    name?: string;
    email?: string;
    phone?: string;
    password?: string;
    verified?: boolean;
  } = {},
): Promise<TestUser> {
  const role = options.role ?? 'customer';
  const password = options.password ?? 'Test@1234';
  const email = (options.email ?? `${role}-${randomUUID().slice(0, 8)}@example.test`).toLowerCase();
  const name = options.name ?? `Test ${role}`;
  const phone = options.phone ?? '9876543210';
  const db = t.database.db as Db;
  const [row] = await db
    .insert(users)
    .values({
      name,
      email,
      phone,
      role,
      passwordHash: await testPasswordHash(password),
      emailVerifiedAt: options.verified === false ? null : new Date(),
    })
    .returning({ id: users.id });
  const id = row!.id;
  const now = new Date();
  const sessionId = await new SessionRepository(db).create(
    id,
    new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000),
    'test',
  );
  const token = await signAccessToken(t.config.jwtSecret, { userId: id, sessionId, role }, now);
  return { id, name, email, phone, role, password, token, headers: { authorization: `Bearer ${token}` } };
}
