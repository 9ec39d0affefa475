-- Issue 30: the admin console. Orders newest first by day range (search pages, the metrics' window),
-- per shop, and the timeline read by status over a window (delivered and cancelled per day).
CREATE INDEX IF NOT EXISTS "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_shop_created_idx" ON "orders" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_timeline_status_created_idx" ON "order_timeline" USING btree ("status","created_at");
--> statement-breakpoint
-- A shop's catalogue as a spreadsheet: every product has a SKU unique in its shop (made for the ones
-- that had none) and a brand.
ALTER TABLE "products" ADD COLUMN "brand" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text DEFAULT ('P-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))) NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "products_shop_sku_unique" ON "products" USING btree ("shop_id","sku");
--> statement-breakpoint
-- The admin's search by 4+ phone digits: trigram indexes on the digits of the order's contact phone and of
-- the customer's phone (the expressions the search writes), so a million orders are not scanned.
CREATE INDEX IF NOT EXISTS "orders_contact_phone_digits_trgm_idx" ON "orders" USING gin ((regexp_replace("delivery_address"->>'contactPhone', '\D', '', 'g')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_phone_digits_trgm_idx" ON "users" USING gin ((regexp_replace("phone", '\D', '', 'g')) gin_trgm_ops);
