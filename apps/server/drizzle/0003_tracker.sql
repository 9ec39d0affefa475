CREATE TABLE "order_ratings" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"shop_id" uuid NOT NULL,
	"shopper_id" uuid,
	"shop_rating" smallint NOT NULL,
	"shopper_rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_ratings_shop_rating_range" CHECK ("order_ratings"."shop_rating" BETWEEN 1 AND 5),
	CONSTRAINT "order_ratings_shopper_rating_range" CHECK ("order_ratings"."shopper_rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_shopper_id_users_id_fk" FOREIGN KEY ("shopper_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "order_ratings_shop_idx" ON "order_ratings" USING btree ("shop_id");
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "rating_sum" numeric(14, 1);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "original_quantity" integer;
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "original_price" numeric(12, 2);
