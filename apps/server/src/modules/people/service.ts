import {
  type CreateStaffAccountRequest,
  PEOPLE_MESSAGES,
  type PeopleListQuery,
  type PersonAccount,
  type UpdateAccountRequest,
} from '@jhola/domain';
import type { AppContext, AuthContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notFound, validationError } from '../../http/errors.js';
import { type AccountRow, PeopleRepository } from '../auth/account-list-repository.js';
import { type AccountInput, createVerifiedAccount } from '../auth/accounts.js';
import { SessionRepository } from '../auth/session-repository.js';
import { addShopOwner } from '../catalogue/owner-shop-service.js';

export const toPersonAccount = (row: AccountRow): PersonAccount => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  role: row.role,
  disabled: row.disabledAt !== null,
  disabledAt: row.disabledAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function listPeople(ctx: AppContext, query: PeopleListQuery) {
  const { rows, total } = await new PeopleRepository(ctx.db).page({
    ...(query.role ? { role: query.role } : {}),
    ...(query.q ? { q: query.q } : {}),
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return { users: rows.map(toPersonAccount), total, page: query.page, limit: query.limit };
}

/** A verified staff account, usable at once (staff never come from signup). */
export async function createStaffAccount(ctx: AppContext, body: CreateStaffAccountRequest) {
  const { shopIds, ...account } = body;
  const user = await createAccountWithShops(ctx.db, account, shopIds ?? [], ctx.now());
  const row = await new PeopleRepository(ctx.db).find(user._id);
  return toPersonAccount(row!);
}

/**
 * A verified account of any role; a shop owner (issue 46) with the shops it runs, in one transaction:
 * a bad shop id leaves no account behind. Shops are refused for the other roles.
 */
export function createAccountWithShops(db: Db, account: AccountInput, shopIds: readonly string[], now: Date) {
  return db.transaction(async (tx) => {
    if (account.role !== 'merchant' && shopIds.length > 0)
      throw validationError([{ field: 'shopIds', message: PEOPLE_MESSAGES.shopsOnlyForOwners }]);
    if (account.role === 'merchant' && shopIds.length === 0)
      throw validationError([{ field: 'shopIds', message: PEOPLE_MESSAGES.shopsRequired }]);
    const user = await createVerifiedAccount(tx, account, now);
    await addShopOwner(tx, user._id, shopIds, now);
    return user;
  });
}

/**
 * Disabling ends every session of the account in the same transaction, so its next request is 401,
 * and its open sockets close as soon as the change has committed. An admin cannot lock themselves out.
 */
export async function setAccountDisabled(
  ctx: AppContext,
  admin: AuthContext,
  id: string,
  body: UpdateAccountRequest,
): Promise<PersonAccount> {
  if (body.disabled && id === admin.userId)
    throw validationError([{ field: 'disabled', message: PEOPLE_MESSAGES.notYourself }]);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await new PeopleRepository(tx).setDisabled(
      id,
      body.disabled ? { at: now, by: admin.userId } : null,
      now,
    );
    if (updated && body.disabled) await new SessionRepository(tx).revokeAllForUser(id, now);
    return updated;
  });
  if (!row) throw notFound(PEOPLE_MESSAGES.notFound);
  if (body.disabled) ctx.events.emit('session.ended', { userId: id });
  return toPersonAccount(row);
}
