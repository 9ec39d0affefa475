import { type SQL, sql } from 'drizzle-orm';
import type { ProductColumns } from './search-sql.js';

/*
 * What customers add after a search, as a small bounded nudge of that search's order (issue 42, point 5,
 * decision 0069): the score's terms (matchScore in search-sql) and the read of a query's adds.
 */

/**
 * What customers added to the cart after this very query (search_adds, issue 42 point 5): products and how
 * many times each, at most ADDS_COUNTED a product. Anonymous: counts of a query, never who added.
 */
export interface AddedAfter {
  productIds: readonly string[];
  counts: readonly number[];
}

/** Adds counted a product and query: past this, more adds change nothing (a small, bounded signal). */
export const ADDS_COUNTED = 20;
/** How many orders one add after the query is worth in the query's ranking (orders are the whole shop's). */
export const ADD_WORTH_ORDERS = 25;

/**
 * In stock first, then how often ordered plus the query's adds (ADD_WORTH_ORDERS each), capped as
 * rankInKind caps: the adds only reorder products of the same relevance and stock, never lifting one over
 * a product that matches the query better (relevance is worth 10^8, this at most 99,999) nor over stock.
 */
export function rankWithAdds(columns: ProductColumns, added: AddedAfter): SQL {
  const ids = `{${added.productIds.join(',')}}`;
  const worth = `{${added.counts.map((n) => Math.min(n, ADDS_COUNTED) * ADD_WORTH_ORDERS).join(',')}}`;
  const nudge = sql`coalesce((${worth}::int[])[array_position(${ids}::uuid[], ${columns.id})], 0)`;
  return sql`((${columns.stock} > 0)::int * 100000 + least(${columns.orderCount} + ${nudge}, 99999))`;
}

/**
 * The query's adds in these shops, most added first (at most `limit` products): one index probe of
 * search_adds (q, shop_id), migration 0033. `q` as the log keeps it (searchKey).
 */
export function addedAfterQuery(q: string, shopIds: readonly string[], limit: number): SQL {
  return sql`select product_id::text as id, least(count(*), ${ADDS_COUNTED})::int as n from search_adds
    where q = ${q} and shop_id = any(${`{${shopIds.join(',')}}`}::uuid[])
    group by product_id order by n desc, product_id limit ${limit}`;
}
