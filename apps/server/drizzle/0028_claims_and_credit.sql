-- Issue 44 (decision 0064): Jhola credit as a ledger, and the customer's claims on delivered items.
ALTER TABLE "orders" ADD COLUMN "credit_used" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "credit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL REFERENCES "users"("id"),
	"amount_paise" bigint NOT NULL,
	"balance_after_paise" bigint NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid REFERENCES "orders"("id"),
	"claim_id" uuid,
	"created_by" uuid REFERENCES "users"("id"),
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_entries_nonzero" CHECK ("amount_paise" <> 0),
	CONSTRAINT "credit_entries_never_negative" CHECK ("balance_after_paise" >= 0),
	CONSTRAINT "credit_entries_kind_check" CHECK ("kind" in ('claim_refund', 'goodwill', 'order_payment', 'order_return'))
);--> statement-breakpoint
CREATE INDEX "credit_entries_customer_idx" ON "credit_entries" ("customer_id", "created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_entries_claim_unique" ON "credit_entries" ("claim_id") WHERE "claim_id" is not null;--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"customer_id" uuid NOT NULL REFERENCES "users"("id"),
	"status" text DEFAULT 'in_review' NOT NULL,
	"auto_approved" boolean DEFAULT false NOT NULL,
	"photo_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refund_to" text DEFAULT 'credit' NOT NULL,
	"refund_paise" bigint DEFAULT 0 NOT NULL,
	"refund_status" text DEFAULT 'none' NOT NULL,
	"client_key" text,
	"decided_by" uuid REFERENCES "users"("id"),
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_status_check" CHECK ("status" in ('in_review', 'approved', 'partly_approved', 'refused')),
	CONSTRAINT "claims_refund_to_check" CHECK ("refund_to" in ('credit', 'original')),
	CONSTRAINT "claims_refund_status_check" CHECK ("refund_status" in ('none', 'pending', 'refunded'))
);--> statement-breakpoint
CREATE INDEX "claims_order_idx" ON "claims" ("order_id");--> statement-breakpoint
CREATE INDEX "claims_customer_idx" ON "claims" ("customer_id", "created_at");--> statement-breakpoint
CREATE INDEX "claims_status_idx" ON "claims" ("status", "created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_client_key_unique" ON "claims" ("customer_id", "client_key") WHERE "client_key" is not null;--> statement-breakpoint
CREATE TABLE "claim_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL REFERENCES "claims"("id") ON DELETE cascade,
	"order_id" uuid NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
	"item_id" uuid NOT NULL REFERENCES "order_items"("id") ON DELETE cascade,
	"position" integer NOT NULL,
	"reason" text NOT NULL,
	"quantity" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"amount_paise" bigint NOT NULL,
	"status" text DEFAULT 'in_review' NOT NULL,
	"approved_paise" bigint DEFAULT 0 NOT NULL,
	"decision_reason" text,
	"evidence" jsonb NOT NULL,
	CONSTRAINT "claim_lines_quantity_check" CHECK ("quantity" > 0),
	CONSTRAINT "claim_lines_approved_check" CHECK ("approved_paise" >= 0 and "approved_paise" <= "amount_paise"),
	CONSTRAINT "claim_lines_status_check" CHECK ("status" in ('in_review', 'approved', 'refused')),
	CONSTRAINT "claim_lines_reason_check" CHECK ("reason" in ('missing', 'damaged', 'wrong_item', 'expired', 'poor_quality', 'other'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "claim_lines_item_unique" ON "claim_lines" ("item_id");--> statement-breakpoint
CREATE INDEX "claim_lines_claim_idx" ON "claim_lines" ("claim_id", "position");
