-- Issue 27: search ranks what is ordered more often first among equally relevant products. The count is
-- kept by the database as order lines are written, so every way an order is placed counts.
ALTER TABLE "products" ADD COLUMN "order_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "products_count_order_line"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "products" SET "order_count" = "order_count" + 1 WHERE "id" = NEW."product_id";
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_items_count_product" AFTER INSERT ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION "products_count_order_line"();
