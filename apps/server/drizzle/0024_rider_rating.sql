-- Issue 47: a rating covers the delivery person who carried the order, beside the shop and the shopper.
-- Null for an order the shopper delivered, and for ratings given before this.
ALTER TABLE "order_ratings" ADD COLUMN "delivery_person_id" uuid REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "order_ratings" ADD COLUMN "rider_rating" smallint;--> statement-breakpoint
ALTER TABLE "order_ratings" ADD CONSTRAINT "order_ratings_rider_rating_range" CHECK ("rider_rating" BETWEEN 1 AND 5);--> statement-breakpoint
CREATE INDEX "order_ratings_delivery_person_idx" ON "order_ratings" ("delivery_person_id") WHERE "delivery_person_id" IS NOT NULL;
