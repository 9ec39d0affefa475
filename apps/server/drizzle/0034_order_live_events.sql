-- Issue 48: the outbox of live order events (decision 0072). A status change writes its event here in its
-- own transaction; the process that made it pushes it at once and deletes it, and any live process relays
-- one whose relay_at passed (its writer died between the commit and the push).
CREATE TABLE "order_live_events" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
  "customer_id" uuid NOT NULL,
  "status" text NOT NULL,
  "action" text NOT NULL,
  "actor_role" text NOT NULL,
  "actor_name" text NOT NULL,
  "reason" text,
  "created_at" timestamp with time zone NOT NULL,
  "relay_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "order_live_events_relay_idx" ON "order_live_events" ("relay_at");
