-- Issue 27 (decision 0041): search ranks the product's own kind first ("Amul Toned Milk 500 ml" is milk):
-- the last word of its name before the pack size, kept by the database so ranking compares, not parses.
ALTER TABLE "products" ADD COLUMN "name_kind" text GENERATED ALWAYS AS (lower(substring(regexp_replace("name", '(\s*\([^)]*\))?(\s*\d[\d.]*\s*(kg|g|gm|ml|l|ltr|pcs|pc|pack|dozen)\M)?(\s*\([^)]*\))?\s*$', '', 'i') from '([[:alnum:]]+)$'))) STORED;--> statement-breakpoint
-- Among equally relevant products, the one ordered more often first. Placement counts each order line in
-- the one UPDATE that reserves its units (orders/placement-repository.ts), under the same row locks in id
-- order; a per-row trigger on order_items locked the products in the order's own item order and deadlocked
-- two orders naming the same products in opposite orders.
ALTER TABLE "products" ADD COLUMN "order_count" integer DEFAULT 0 NOT NULL;
