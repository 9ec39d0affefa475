-- Issue 27 (decision 0041, "Speed"): product search matches words through a full-text index instead of a
-- regex over trigrams. The product's words as PostgreSQL's parser cuts them, the name weighted A and the
-- category and tags B, so one column answers "holds every word" (the GIN index, no recheck of a regex)
-- and "is it a word of the name" (weight A) without reading the name again. 'simple' keeps every word as
-- typed, lowercased: no stemming, no stop words (brands and Hinglish are not English).
ALTER TABLE "products" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', "name"), 'A') || setweight(to_tsvector('simple', "category" || ' ' || "tags"::text), 'B')) STORED;--> statement-breakpoint
-- Only active products are ever searched. fastupdate off: a new product goes into the index at once,
-- not into GIN's pending list, which every search would read unsorted until a vacuum (the planner then
-- prefers reading the whole table); products are written far less often than searched.
CREATE INDEX "products_search_tsv_idx" ON "products" USING gin ("search_tsv") WITH (fastupdate = off) WHERE "is_active";
