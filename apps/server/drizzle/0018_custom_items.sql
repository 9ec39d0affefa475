-- Issue 29: items the app does not list. The customer names them (no product); the shopper prices them
-- in a revision, so product and price stay empty until then. A named item has no product, a product line
-- always has one and always a price.
ALTER TABLE "order_items" ADD COLUMN "is_custom" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_custom_check" CHECK ("order_items"."is_custom" = ("order_items"."product_id" is null) AND ("order_items"."is_custom" OR "order_items"."price" is not null));
