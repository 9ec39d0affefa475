-- Issue 27 (decision 0041, "Speed"): a one-word search whose word is a kind many products share ("rice":
-- 3,200 of the bench shop's 50,000) lists that kind first, in stock first, then most ordered, then by
-- name. Scoring and sorting every match was most of such a search (9-10 ms of PostgreSQL); this index
-- holds a shop's active products in that order, so its best page is read in order and stops at the page.
-- The expression is search-sql.ts's rankInKind, written the same so the planner matches it.
CREATE INDEX "products_rank_idx" ON "products" ("shop_id", (("stock_quantity" > 0)::int * 100000 + least("order_count", 99999)) DESC, "name_sort", "id") WHERE "is_active";
