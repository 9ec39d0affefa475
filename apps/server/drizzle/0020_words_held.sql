-- Issue 27 (decision 0041, "Speed"): which of a search's words some active product of the shops holds on
-- its own, one probe a word, each stopping at its first product. Asked as plain SQL, the planner read each
-- probe as a sequential scan that stops at the first match (it takes a shop's rows to be spread over the
-- table; they sit together, so "gold" read 7,000 other shops' rows first: 2-3 ms a word). A function with
-- its own settings is planned with them: only the GIN index of search_tsv, a bitmap of the word's matches
-- (0.1-0.5 ms). No other statement is affected.
CREATE FUNCTION "search_words_held"("shop_ids" uuid[], "words" text[], "queries" tsquery[]) RETURNS text[]
LANGUAGE sql STABLE
SET enable_seqscan = off
SET enable_indexscan = off
AS $$
  SELECT coalesce(array_agg(t.word ORDER BY t.n), '{}')
    FROM unnest(words, queries) WITH ORDINALITY AS t(word, query, n)
   WHERE EXISTS (SELECT 1 FROM products p
                  WHERE p.shop_id = ANY(shop_ids) AND p.is_active AND p.search_tsv @@ t.query)
$$;
