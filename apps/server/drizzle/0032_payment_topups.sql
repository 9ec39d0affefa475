-- Issue 43: a bill above the online hold is paid online as a "topup" (a second gateway order).
ALTER TABLE "order_payments" DROP CONSTRAINT "order_payments_kind_check";--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_kind_check" CHECK ("kind" in ('hold', 'capture', 'refund', 'door_upi', 'tip', 'topup'));
