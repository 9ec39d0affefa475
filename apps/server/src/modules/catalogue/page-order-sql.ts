import type { ProductPageSort } from '@jhola/domain';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Sort keys per family: every pack size of a product (same family_key; a product without one is its own
 * group) gets its family's key, so a family stays together in every sort. The tuple
 * (sort_number, sort_text, grp, price, id) is unique and totally ordered, which makes keyset paging exact.
 * (A search in the relevance sort is ordered by bestFirst instead.)
 */
export function pageOrder(sort: ProductPageSort): { number: SQL; text: SQL } {
  const family = sql`over (partition by grp)`;
  const byName = sql`min(lower(name)) ${family}`;
  if (sort === 'price_asc') return { number: sql`min(price) ${family}`, text: byName };
  if (sort === 'price_desc') return { number: sql`-max(price) ${family}`, text: byName };
  // Browsing (no search): what the customer bought here before, then bestsellers (issue 47), each family
  // by its best member; then by name. mine < 2^21 orders and order_count < 10^6 keep the float8 exact.
  if (sort === 'relevance')
    return {
      number: sql`-(max(least(mine, 2000000)) ${family} * 1000000 + max(least(order_count, 999999)) ${family})`,
      text: byName,
    };
  return { number: sql`0::float8`, text: byName };
}
