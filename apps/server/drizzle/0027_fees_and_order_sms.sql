-- Issue 45: a shop's fee rules (delivery by distance bands, minimum order, small-cart fee, free delivery
-- from an amount), one row per shop that set them; a shop without a row charges its flat delivery_fee.
CREATE TABLE "shop_fee_rules" (
	"shop_id" uuid PRIMARY KEY NOT NULL REFERENCES "shops"("id") ON DELETE CASCADE,
	"rules" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The fee lines an order was placed with ({ kind, amount }); their sum is its delivery_fee column, the
-- charges added to the shop's bill. Older orders have none: their delivery_fee is one delivery line.
ALTER TABLE "orders" ADD COLUMN "fees" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
-- Whether the customer hears about their orders by SMS (accepted, on its way, bill, delivered).
ALTER TABLE "users" ADD COLUMN "order_sms" boolean DEFAULT true NOT NULL;
