import { isId } from '@jhola/domain';
import type { Db } from '../db/client.js';
import { OrderRepository } from '../modules/orders/core/repository.js';

/** An order as a person names it: its id, or the number printed on the customer's screen (`JH-100001`). */
export const ORDER_REF_HELP = 'ORDER_ID_OR_NUMBER';

const ORDER_NUMBER = /^jh-\d+$/i;

/** The id of the order `ref` names, or null when it names none. */
export async function resolveOrderRef(db: Db, ref: string): Promise<string | null> {
  const trimmed = ref.trim();
  if (isId(trimmed)) return trimmed;
  if (ORDER_NUMBER.test(trimmed)) return new OrderRepository(db).findIdByOrderNumber(trimmed);
  return null;
}
