-- Issue 42, point 6 (decision 0077): the catalogue's versions, kept by the writes that change it. The
-- freshness check (catalogue/freshness.ts) compared a fingerprint of every row (count and sum of xmin of
-- shops, category_names, search_taught_words and every shop's products: a full scan, 60-100 ms for the
-- 50,000-product shop) whenever the transaction snapshot had moved, and every search's own search_log
-- insert moved it: a scan every 2 s while anyone searched, and the request that found it due waited.
--
-- Now every statement that writes one of those tables adds one row to catalogue_changes per key it touched
-- (a shop's products under the shop id, and under 'words:' and the shop id when what names a product
-- changed: name, aliases, brand, kind, active; the shop rows under '', the Hindi names under 'names', the
-- taught words under 'taught'), in its own transaction: seen once it commits, by any process, whoever wrote it
-- (SQL by hand too). Inserts only, so writers never wait for each other (a counter row updated in place
-- would be held by every order of a shop until it commits). A key's version is its folded count in
-- catalogue_versions plus its rows in catalogue_changes; catalogue_fold_changes() moves the rows into the
-- counts in one statement, so no reader ever sees a version move back or stand still across a change.
CREATE TABLE "catalogue_versions" (
	"key" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_changes" (
	"key" text NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "catalogue_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO catalogue_changes (key)
      SELECT DISTINCT k FROM new_rows, LATERAL (VALUES (shop_id::text), ('words:' || shop_id)) w(k);
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO catalogue_changes (key)
      SELECT DISTINCT k FROM old_rows, LATERAL (VALUES (shop_id::text), ('words:' || shop_id)) w(k);
  ELSE
    -- A stock or price change (every order) leaves the words: only a change of what names a product does.
    INSERT INTO catalogue_changes (key)
      SELECT shop_id::text FROM new_rows UNION SELECT shop_id::text FROM old_rows
      UNION
      SELECT 'words:' || k FROM new_rows n JOIN old_rows o USING (id),
             LATERAL (VALUES (n.shop_id), (o.shop_id)) w(k)
       WHERE (n.shop_id, n.name, n.aliases, n.brand, n.name_kind, n.is_active)
             IS DISTINCT FROM (o.shop_id, o.name, o.aliases, o.brand, o.name_kind, o.is_active);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_key_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (key) VALUES (TG_ARGV[0]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "catalogue_every_shop_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (key)
    SELECT k FROM shops, LATERAL (VALUES (id::text), ('words:' || id)) w(k);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "products_inserted" AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_products_changed();
--> statement-breakpoint
CREATE TRIGGER "products_updated" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_products_changed();
--> statement-breakpoint
CREATE TRIGGER "products_deleted" AFTER DELETE ON "products" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_products_changed();
--> statement-breakpoint
CREATE TRIGGER "products_truncated" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_every_shop_changed();
--> statement-breakpoint
CREATE TRIGGER "shops_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shops"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_key_changed('');
--> statement-breakpoint
CREATE TRIGGER "category_names_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "category_names"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_key_changed('names');
--> statement-breakpoint
CREATE TRIGGER "search_taught_words_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_taught_words"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_key_changed('taught');
--> statement-breakpoint
-- The changes seen by this statement's snapshot become counts; rows of transactions not yet committed stay.
CREATE FUNCTION "catalogue_fold_changes"() RETURNS bigint LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM catalogue_changes RETURNING key),
  counted AS (SELECT key, count(*) AS n FROM gone GROUP BY key),
  folded AS (
    INSERT INTO catalogue_versions (key, version) SELECT key, n FROM counted
    ON CONFLICT (key) DO UPDATE SET version = catalogue_versions.version + excluded.version
  )
  SELECT coalesce(sum(n), 0)::bigint FROM counted
$$;
