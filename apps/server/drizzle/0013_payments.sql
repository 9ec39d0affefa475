-- Issue 28: how an order was paid at the door (cash or UPI), by whom it was collected and when, and the
-- admin's "cash handed in" mark per delivery person and India day.
ALTER TABLE "orders" ADD COLUMN "payment_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_collected_by" uuid REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('cash', 'upi'));--> statement-breakpoint
CREATE INDEX "orders_payment_collected_idx" ON "orders" ("payment_collected_at") WHERE "payment_collected_at" is not null;--> statement-breakpoint
CREATE TABLE "cash_handins" (
	"rider_id" uuid NOT NULL REFERENCES "users"("id"),
	"day" date NOT NULL,
	"marked_by" uuid NOT NULL REFERENCES "users"("id"),
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_handins_pk" PRIMARY KEY ("rider_id", "day")
);
