-- Issue 43: paying online through a gateway. Every movement of an order's money in paise (the hold, its
-- capture, refunds, the door's UPI QR, tips), the webhook events handled once by id, and the embedded
-- test gateway's own records. An order may now be paid online.
CREATE TABLE "order_payments" (
  "id" uuid PRIMARY KEY NOT NULL,
  "order_id" uuid REFERENCES "orders"("id"),
  "customer_id" uuid NOT NULL REFERENCES "users"("id"),
  "kind" text NOT NULL,
  "status" text NOT NULL,
  "method" text,
  "amount_paise" integer NOT NULL,
  "gateway" text NOT NULL,
  "gateway_order_id" text,
  "gateway_payment_id" text,
  "gateway_refund_id" text,
  "parent_id" uuid,
  "reason" text,
  "actor_id" uuid REFERENCES "users"("id"),
  "idempotency_key" text,
  "request" jsonb,
  "failure" text,
  "created_at" timestamp with time zone NOT NULL,
  "updated_at" timestamp with time zone NOT NULL,
  CONSTRAINT "order_payments_amount_check" CHECK ("amount_paise" >= 0),
  CONSTRAINT "order_payments_kind_check" CHECK ("kind" in ('hold', 'capture', 'refund', 'door_upi', 'tip'))
);--> statement-breakpoint
CREATE INDEX "order_payments_order_idx" ON "order_payments" ("order_id");--> statement-breakpoint
CREATE INDEX "order_payments_open_idx" ON "order_payments" ("status") WHERE "status" in ('created', 'authorized', 'pending');--> statement-breakpoint
CREATE INDEX "order_payments_gateway_order_idx" ON "order_payments" ("gateway_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_key_idx" ON "order_payments" ("customer_id", "kind", "idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_gateway_payment_idx" ON "order_payments" ("gateway_payment_id", "kind") WHERE "gateway_payment_id" is not null;--> statement-breakpoint
CREATE INDEX "order_payments_created_idx" ON "order_payments" ("created_at");--> statement-breakpoint
CREATE TABLE "payment_events" (
  "event_id" text PRIMARY KEY NOT NULL,
  "event" text NOT NULL,
  "outcome" text NOT NULL,
  "order_id" uuid,
  "detail" text,
  "received_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "payment_events_flagged_idx" ON "payment_events" ("received_at") WHERE "outcome" = 'refused';--> statement-breakpoint
CREATE TABLE "test_gateway_entities" (
  "id" text PRIMARY KEY NOT NULL,
  "kind" text NOT NULL,
  "parent_id" text,
  "data" jsonb NOT NULL,
  "created_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "test_gateway_entities_parent_idx" ON "test_gateway_entities" ("parent_id");--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("payment_method" in ('cash', 'upi', 'online'));
