-- Issue 45: who works when. A shift is a person on duty (live: started now, open until ended) or planned
-- ahead (start and end); planned shoppers' hours give a shop's delivery slots their capacity.
CREATE TABLE "staff_shifts" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id"),
  "role" text NOT NULL,
  "shop_id" uuid REFERENCES "shops"("id"),
  "area" text,
  "lat" double precision,
  "lng" double precision,
  "planned" boolean NOT NULL DEFAULT false,
  "starts_at" timestamp with time zone NOT NULL,
  "ends_at" timestamp with time zone,
  "created_by" uuid REFERENCES "users"("id"),
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  CONSTRAINT "staff_shifts_role_check" CHECK ("role" IN ('shopper', 'delivery')),
  CONSTRAINT "staff_shifts_planned_end_check" CHECK (NOT "planned" OR "ends_at" > "starts_at")
);--> statement-breakpoint
-- One live shift a person at a time: a second "Start shift" finds the first.
CREATE UNIQUE INDEX "staff_shifts_one_live" ON "staff_shifts" ("user_id") WHERE NOT "planned" AND "ends_at" IS NULL;--> statement-breakpoint
CREATE INDEX "staff_shifts_planned_idx" ON "staff_shifts" ("shop_id", "starts_at") WHERE "planned";--> statement-breakpoint
CREATE INDEX "staff_shifts_user_idx" ON "staff_shifts" ("user_id", "starts_at");--> statement-breakpoint
-- An order offered to one person with a deadline; at most one open offer per order and step.
CREATE TABLE "order_offers" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "order_id" uuid NOT NULL REFERENCES "orders"("id"),
  "user_id" uuid NOT NULL REFERENCES "users"("id"),
  "role" text NOT NULL,
  "status" text NOT NULL DEFAULT 'open',
  "batched_with" uuid REFERENCES "orders"("id"),
  "offered_at" timestamp with time zone NOT NULL,
  "deadline" timestamp with time zone NOT NULL,
  "answered_at" timestamp with time zone,
  CONSTRAINT "order_offers_status_check" CHECK ("status" IN ('open', 'accepted', 'declined', 'expired', 'withdrawn'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "order_offers_one_open" ON "order_offers" ("order_id", "role") WHERE "status" = 'open';--> statement-breakpoint
CREATE INDEX "order_offers_order_idx" ON "order_offers" ("order_id");--> statement-breakpoint
CREATE INDEX "order_offers_user_open_idx" ON "order_offers" ("user_id") WHERE "status" = 'open';--> statement-breakpoint
-- One row per shop and hour that has been booked: the row the booking locks, so the last place goes once.
CREATE TABLE "delivery_slots" (
  "shop_id" uuid NOT NULL REFERENCES "shops"("id"),
  "starts_at" timestamp with time zone NOT NULL,
  CONSTRAINT "delivery_slots_pk" PRIMARY KEY ("shop_id", "starts_at")
);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_start" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_slot_idx" ON "orders" ("shop_id", "slot_start") WHERE "slot_start" IS NOT NULL;
