-- Issue 46: shops run by their owners. An owner's "Close now" (when, until when, why) and holidays on
-- the shop; a product's stock mark (the owner's "out of stock", or "held" while shoppers' reports await
-- an answer), which sets the stock to 0 and keeps what it was in held_stock, so every reader of the
-- stock (placement, the lists, search's order) sees it out of stock without a second rule.
ALTER TABLE "shops" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "holidays" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_mark" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "held_stock" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_mark_check" CHECK ("products"."stock_mark" in ('out', 'held'));--> statement-breakpoint
-- Which shops an owner (role merchant) runs.
CREATE TABLE "shop_owners" (
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"shop_id" uuid NOT NULL REFERENCES "shops"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_owners_pk" PRIMARY KEY ("user_id", "shop_id")
);--> statement-breakpoint
CREATE INDEX "shop_owners_shop_idx" ON "shop_owners" USING btree ("shop_id");--> statement-breakpoint
-- A shopper found a product missing on an order: one report an order, answered by the owner or an admin.
CREATE TABLE "stock_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"shop_id" uuid NOT NULL REFERENCES "shops"("id") ON DELETE CASCADE,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"reported_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"reported_at" timestamp with time zone NOT NULL,
	"india_day" date NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "stock_reports_product_order_unique" UNIQUE ("product_id", "order_id")
);--> statement-breakpoint
CREATE INDEX "stock_reports_open_idx" ON "stock_reports" USING btree ("shop_id", "product_id") WHERE "answered_at" IS NULL;--> statement-breakpoint
-- Every change an owner (or an admin, or the reports) made to a shop or its products: who, when, what.
CREATE TABLE "shop_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"shop_id" uuid NOT NULL REFERENCES "shops"("id") ON DELETE CASCADE,
	"product_id" uuid REFERENCES "products"("id") ON DELETE SET NULL,
	"actor_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"actor_name" text,
	"actor_role" text NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "shop_changes_shop_idx" ON "shop_changes" USING btree ("shop_id", "created_at");--> statement-breakpoint
CREATE INDEX "shop_changes_created_idx" ON "shop_changes" USING btree ("created_at");
