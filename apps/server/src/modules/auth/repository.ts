import type { Language, UserRole } from '@jhola/domain';
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { authTokens, users } from '../../db/schema/index.js';
import type { OneTimeTokenKind } from './one-time-token.js';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  name: string;
  email: string;
  phone: string;
  role: UserRole;
  passwordHash: string | null;
  emailVerifiedAt: Date | null;
  googleSub?: string | null;
  /** Set when the number was proved with a one-time code (phone sign-in, issue 31). */
  phoneVerifiedAt?: Date | null;
  /** The language chosen before signing up (issue 19); English when none. */
  language?: Language;
}

/** The only place that reads and writes users and one-time tokens. */
export class AuthRepository {
  constructor(private readonly db: DbOrTx) {}

  async findByEmail(email: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
    return row ?? null;
  }

  /** The language saved on an account (issue 19); English for an account that is gone. */
  async languageOf(id: string): Promise<Language> {
    const [row] = await this.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    return row?.language ?? 'en';
  }

  async findById(id: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  }

  /** The account whose number was proved by a one-time code: the one phone sign-in opens. */
  async findByVerifiedPhone(phone: string): Promise<UserRow | null> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)))
      .limit(1);
    return row ?? null;
  }

  async findByGoogleSub(sub: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
    return row ?? null;
  }

  async insertUser(user: NewUser, now: Date): Promise<UserRow> {
    const [row] = await this.db
      .insert(users)
      .values({ ...user, email: user.email.toLowerCase(), createdAt: now, updatedAt: now })
      .returning();
    return row!;
  }

  async update(
    id: string,
    values: Partial<
      Pick<UserRow, 'passwordHash' | 'emailVerifiedAt' | 'googleSub' | 'name' | 'language' | 'orderSms'>
    >,
    now: Date,
  ): Promise<void> {
    await this.db
      .update(users)
      .set({ ...values, updatedAt: now })
      .where(eq(users.id, id));
  }

  /** Stores a new token and drops the user's earlier unused ones of that kind: the newest link wins. */
  async replaceToken(userId: string, kind: OneTimeTokenKind, tokenHash: string, expiresAt: Date, now: Date) {
    await this.db
      .delete(authTokens)
      .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)));
    await this.db.insert(authTokens).values({ userId, kind, tokenHash, expiresAt, createdAt: now });
  }

  async findToken(kind: OneTimeTokenKind, tokenHash: string) {
    const [row] = await this.db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.kind, kind), eq(authTokens.tokenHash, tokenHash)))
      .limit(1);
    return row ?? null;
  }

  /** Marks the token used; false when another request used it first (so it works exactly once). */
  async consumeToken(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(authTokens)
      .set({ usedAt: now })
      .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt)))
      .returning({ id: authTokens.id });
    return rows.length === 1;
  }

  /** After a reset, other outstanding reset links of the user stop working. */
  async dropOtherTokens(userId: string, kind: OneTimeTokenKind, keepId: string): Promise<void> {
    await this.db
      .delete(authTokens)
      .where(
        and(
          eq(authTokens.userId, userId),
          eq(authTokens.kind, kind),
          isNull(authTokens.usedAt),
          ne(authTokens.id, keepId),
        ),
      );
  }
}
