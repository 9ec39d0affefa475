-- Issue 27 (decision 0041): search ranks the product's own kind first ("Amul Toned Milk 500 ml" is milk):
-- the last word of its name before the pack size, kept by the database so ranking compares, not parses.
ALTER TABLE "products" ADD COLUMN "name_kind" text GENERATED ALWAYS AS (lower(substring(regexp_replace("name", '(\s*\([^)]*\))?(\s*\d[\d.]*\s*(kg|g|gm|ml|l|ltr|pcs|pc|pack|dozen)\M)?(\s*\([^)]*\))?\s*$', '', 'i') from '([[:alnum:]]+)$'))) STORED;--> statement-breakpoint
-- Among equally relevant products, the one ordered more often first. The count is kept by the database as
-- order lines are written, so every way an order is placed counts.
ALTER TABLE "products" ADD COLUMN "order_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "products_count_order_line"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "order_count" = "order_count" + 1 WHERE "id" = NEW."product_id";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_items_count_product" AFTER INSERT ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION "products_count_order_line"();
