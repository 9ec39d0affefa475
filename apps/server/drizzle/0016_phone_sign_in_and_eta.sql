-- Issue 31: phone sign-in (one-time codes by SMS, stored hashed) and the delivery estimate.
-- An account made by phone has no e-mail yet: '' like the phone of a Google account, so the e-mail stays
-- unique only where there is one.
DROP INDEX IF EXISTS "users_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email") WHERE "users"."email" <> '';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_verified_phone_unique" ON "users" USING btree ("phone") WHERE "users"."phone_verified_at" is not null;--> statement-breakpoint
CREATE TABLE "otp_codes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "phone" text NOT NULL,
  "code_hash" text NOT NULL,
  "tries" integer DEFAULT 0 NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "otp_codes_phone_idx" ON "otp_codes" USING btree ("phone","created_at");--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "picking_minutes" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_picking_minutes_check" CHECK ("shops"."picking_minutes" between 1 and 240);--> statement-breakpoint
-- The estimate the order was placed with (its estimated_delivery_time is placement + this).
ALTER TABLE "orders" ADD COLUMN "eta_minutes" integer;
