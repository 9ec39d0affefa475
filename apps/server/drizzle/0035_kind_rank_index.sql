-- Issue 42, point 6 (decision 0071): a one-word search whose kind fills its page reads the kind's best
-- products in rank order (kindFirst). products_rank_idx held the whole shop in that order, so the scan
-- read every product of other kinds ranked above them: 6,000 rows for the 49 best of "tea" in the bench
-- shop, 8-57 ms of PostgreSQL. Keyed by the kind too, each of the word's kinds is a range of its own,
-- read in order and stopped at the page (0.4 ms). The rank expression is search-sql.ts's rankInKind,
-- written the same so the planner matches it; nothing else read products_rank_idx.
DROP INDEX IF EXISTS "products_rank_idx";--> statement-breakpoint
CREATE INDEX "products_kind_rank_idx" ON "products" ("shop_id", "name_kind", (("stock_quantity" > 0)::int * 100000 + least("order_count", 99999)) DESC, "name_sort", "id") WHERE "is_active";
