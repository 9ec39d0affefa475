-- Issue 29: the order's conversation (customer, shopper, delivery person, admins), with photos and read
-- receipts; a retried post (same Idempotency-Key) is stored once. Earlier inquiries become its first messages.
CREATE TABLE "order_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"author_id" uuid,
	"from_role" text NOT NULL,
	"author_name" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image_name" text,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "order_messages_from_role_check" CHECK ("order_messages"."from_role" in ('customer', 'shopper', 'delivery', 'admin'))
);--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_messages" ADD CONSTRAINT "order_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_messages_order_idx" ON "order_messages" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_messages_unread_idx" ON "order_messages" USING btree ("order_id") WHERE "order_messages"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "order_messages_client_key_unique" ON "order_messages" USING btree ("order_id","author_id","client_key") WHERE "order_messages"."client_key" is not null;--> statement-breakpoint
INSERT INTO "order_messages" ("order_id", "author_id", "from_role", "author_name", "text", "created_at")
SELECT i."order_id", i."customer_id", 'customer', u."name",
	CASE WHEN i."method" = 'whatsapp' THEN 'Please message me on WhatsApp about my order' ELSE 'Please call me about my order' END,
	i."created_at"
FROM "inquiries" i JOIN "users" u ON u."id" = i."customer_id";--> statement-breakpoint
-- Issue 29: the shopper's tick on each item, saved as it happens (state, and the quantity or price found).
ALTER TABLE "order_items" ADD COLUMN "pick_state" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "pick_quantity" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "pick_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "picked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_pick_state_check" CHECK ("order_items"."pick_state" in ('found', 'not_available', 'changed', 'replaced'));
