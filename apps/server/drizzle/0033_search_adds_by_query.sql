-- Issue 42, point 5: what customers added after a search nudges that search's ranking. Each search reads the
-- adds of its query in its shop (or shops): by query first, the shop next.
CREATE INDEX "search_adds_q_shop_idx" ON "search_adds" USING btree ("q","shop_id");
