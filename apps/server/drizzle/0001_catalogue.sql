ALTER TABLE "shops" RENAME COLUMN "lat" TO "latitude";
--> statement-breakpoint
ALTER TABLE "shops" RENAME COLUMN "lng" TO "longitude";
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "delivery_radius_km" real DEFAULT 5 NOT NULL;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "family_key" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pack_size" text;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || "category" || ' ' || "tags"::text)) STORED NOT NULL;
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || "category")) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shops_search_trgm_idx" ON "shops" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "products_shop_family_idx" ON "products" ("shop_id", "family_key");
