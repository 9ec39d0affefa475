-- Issue 42, point 5: the operator teaches search. A product's aliases (Hindi names, local names, words an
-- operator taught) are words of its name for search: the full-text column reads them at weight A and the
-- trigram text holds them, so a taught word finds the product in every process at once (no redeploy).
-- Stored lowercase as a jsonb array, like tags (jsonb::text is immutable, so a generated column reads it).
ALTER TABLE "products" ADD COLUMN "aliases" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_tsv_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_tsv";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_tsv" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple', "name" || ' ' || "aliases"::text), 'A') || setweight(to_tsvector('simple', "category" || ' ' || "tags"::text), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("name" || ' ' || "category" || ' ' || "tags"::text || ' ' || "aliases"::text)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_search_tsv_idx" ON "products" USING gin ("search_tsv") WITH (fastupdate = off) WHERE "is_active";--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- A word taught to mean what a known word means ("ghiya" is lauki), for every shop. Few rows, read whole
-- by each process when the catalogue's fingerprints say they changed (freshness.ts).
CREATE TABLE "search_taught_words" (
	"word" text PRIMARY KEY NOT NULL,
	"same_as" text NOT NULL,
	"taught_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_taught_words_not_blank" CHECK (btrim("word") <> '' AND btrim("same_as") <> '')
);--> statement-breakpoint
-- What customers searched, without who: the normalised query, the shop (null across shops), how many
-- products the answer held. Read by the admin's Search page; kept 90 days (a sweep of the job runner).
CREATE TABLE "search_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" uuid REFERENCES "shops"("id") ON DELETE CASCADE,
	"q" text NOT NULL,
	"results" integer NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_log_searched_at_idx" ON "search_log" ("searched_at");--> statement-breakpoint
-- What customers added to the cart from a search's answer, again without who.
CREATE TABLE "search_adds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"shop_id" uuid NOT NULL REFERENCES "shops"("id") ON DELETE CASCADE,
	"q" text NOT NULL,
	"product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_adds_added_at_idx" ON "search_adds" ("added_at");
