ALTER TABLE "order_items" ADD COLUMN "replacement_mode" text DEFAULT 'best_match' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "replacement_product_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "replaced_with_product_id" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "replaced_with_name" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "replaced_with_unit" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "replaced_with_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "replaced_with_image_url" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "replaced_with_quantity" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "replaced_with_matches_preference" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "replaced_with_refused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_replacement_product_id_products_id_fk" FOREIGN KEY ("replacement_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_replaced_with_product_id_products_id_fk" FOREIGN KEY ("replaced_with_product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_replacement_mode_check" CHECK ("order_items"."replacement_mode" in ('best_match', 'specific', 'none'));
