import {
  isId,
  MAX_SAVED_ADDRESSES,
  SAVED_ADDRESS_MESSAGES,
  type SavedAddress,
  type SavedAddressInput,
  type SavedAddressPatch,
  savedAddressInputSchema,
} from '@jhola/domain';
import type { AppContext, AuthContext } from '../../context.js';
import { AppError, notFound, validationError } from '../../http/errors.js';
import { toSavedAddress, toValues } from './address-mapper.js';
import { SavedAddressRepository, type SavedAddressRow } from './repository.js';

const M = SAVED_ADDRESS_MESSAGES;

/** The customer's addresses, the default first. */
export async function listAddresses(ctx: AppContext, customer: AuthContext): Promise<SavedAddress[]> {
  const rows = await new SavedAddressRepository(ctx.db).listFor(customer.userId);
  return rows.map(toSavedAddress);
}

/** Saves a new address; the first one, or one asked to be, becomes the only default. */
export async function createAddress(
  ctx: AppContext,
  customer: AuthContext,
  input: SavedAddressInput,
): Promise<SavedAddress> {
  return ctx.db.transaction(async (tx) => {
    const repo = new SavedAddressRepository(tx);
    await repo.lockCustomer(customer.userId);
    const existing = await repo.countFor(customer.userId);
    if (existing >= MAX_SAVED_ADDRESSES) throw new AppError('CONFLICT', M.tooMany);
    const isDefault = existing === 0 || input.isDefault;
    if (isDefault) await repo.clearDefault(customer.userId);
    const row = await repo.insert(customer.userId, { ...toValues(input), isDefault });
    return toSavedAddress(row);
  });
}

/**
 * Changes some fields of one of the customer's addresses. The stored address with the change laid over
 * it is checked by the same rules as a new one, so nothing invalid is ever stored. Making it the default
 * takes the default from the others; giving the default up hands it to the oldest other address (the
 * only address stays the default).
 */
export async function updateAddress(
  ctx: AppContext,
  customer: AuthContext,
  id: string,
  patch: SavedAddressPatch,
): Promise<SavedAddress> {
  return withOwnedAddress(ctx, customer, id, async (repo, current) => {
    const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const parsed = savedAddressInputSchema.safeParse({ ...toSavedAddress(current), ...changes });
    if (!parsed.success) {
      throw validationError(
        parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
      );
    }
    let isDefault = current.isDefault;
    if (patch.isDefault === true && !current.isDefault) {
      await repo.clearDefault(customer.userId, id);
      isDefault = true;
    } else if (patch.isDefault === false && current.isDefault && (await repo.countFor(customer.userId)) > 1) {
      // Cleared first: the partial unique index allows one default per customer at every statement.
      await repo.clearDefault(customer.userId);
      await repo.promoteOldest(customer.userId, id);
      isDefault = false;
    }
    const row = await repo.update(id, customer.userId, {
      ...toValues(parsed.data),
      isDefault,
      updatedAt: ctx.now(),
    });
    return toSavedAddress(row);
  });
}

/** Deletes one of the customer's addresses; when it was the default, the oldest remaining one takes over. */
export async function deleteAddress(
  ctx: AppContext,
  customer: AuthContext,
  id: string,
): Promise<SavedAddress[]> {
  return withOwnedAddress(ctx, customer, id, async (repo, current) => {
    await repo.delete(id, customer.userId);
    if (current.isDefault) await repo.promoteOldest(customer.userId);
    return (await repo.listFor(customer.userId)).map(toSavedAddress);
  });
}

/**
 * Runs `work` in a transaction on one of the customer's addresses, with the customer's address changes
 * serialised. A malformed, unknown or another customer's id is the same 404, so ids cannot be probed.
 */
function withOwnedAddress<T>(
  ctx: AppContext,
  customer: AuthContext,
  id: string,
  work: (repo: SavedAddressRepository, current: SavedAddressRow) => Promise<T>,
): Promise<T> {
  if (!isId(id)) throw notFound(M.notFound);
  return ctx.db.transaction(async (tx) => {
    const repo = new SavedAddressRepository(tx);
    await repo.lockCustomer(customer.userId);
    const current = await repo.findOwned(id, customer.userId);
    if (!current) throw notFound(M.notFound);
    return work(repo, current);
  });
}
