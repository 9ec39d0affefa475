-- Issue 30: the admin metrics at a million orders (decision 0044). Each order's figures are written once,
-- in the transaction of the step that ends it (delivered or cancelled): its stage minutes, revision, answers,
-- replacements, revenue and reason; and they are added to roll-ups per India day (and hour), so a window of
-- 90 days reads a few thousand rows instead of every order's timeline. Orders still open are read live.
CREATE TABLE IF NOT EXISTS "order_metrics" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"ended_status" text NOT NULL,
	"ended_at" timestamp with time zone,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"waiting" double precision,
	"shopping" double precision,
	"answering" double precision,
	"delivering" double precision,
	"revised" boolean,
	"waits" integer DEFAULT 0 NOT NULL,
	"by_deadline" integer DEFAULT 0 NOT NULL,
	"replacements_brought" integer DEFAULT 0 NOT NULL,
	"replacements_refused" integer DEFAULT 0 NOT NULL,
	"cancellation_reason" text,
	CONSTRAINT "order_metrics_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "metrics_hours" (
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"placed" integer DEFAULT 0 NOT NULL,
	"delivered" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "metrics_hours_pk" PRIMARY KEY ("day", "hour")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "metrics_days" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revised" integer DEFAULT 0 NOT NULL,
	"waits" integer DEFAULT 0 NOT NULL,
	"by_deadline" integer DEFAULT 0 NOT NULL,
	"replacements_brought" integer DEFAULT 0 NOT NULL,
	"replacements_refused" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "metrics_stage_buckets" (
	"day" date NOT NULL,
	"stage" text NOT NULL,
	"bucket" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"lowest" double precision NOT NULL,
	"highest" double precision NOT NULL,
	CONSTRAINT "metrics_stage_buckets_pk" PRIMARY KEY ("day", "stage", "bucket")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "metrics_cancellation_reasons" (
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "metrics_cancellation_reasons_pk" PRIMARY KEY ("day", "reason")
);--> statement-breakpoint
-- The orders still open, by age: read live by the metrics (and the slowest open orders) without visiting the
-- ended ones, however many there are.
CREATE INDEX IF NOT EXISTS "orders_open_created_idx" ON "orders" USING btree ("created_at", "id") WHERE "status" NOT IN ('delivered', 'cancelled');--> statement-breakpoint
-- Backfill: the orders that already ended, as `metrics-rollup-sql.ts` writes them when an order ends. In
-- sixteen statements (by a hash of the order's id), so that each stays within the migration's statement
-- bound at a million orders (decision 0044).
CREATE FUNCTION pg_temp.jhola_backfill_order_metrics(part integer) RETURNS void LANGUAGE sql AS $backfill$
INSERT INTO "order_metrics" ("order_id", "placed_at", "ended_status", "ended_at", "revenue", "waiting", "shopping",
	"answering", "delivering", "revised", "waits", "by_deadline", "replacements_brought", "replacements_refused",
	"cancellation_reason")
WITH ended AS (
	SELECT * FROM "orders" WHERE "status" IN ('delivered', 'cancelled') AND (hashtext("id"::text) & 15) = part
), spans AS (
	SELECT t."order_id", t."status", t."actor_role", t."created_at",
		extract(epoch from lead(t."created_at") over (partition by t."order_id" order by t."created_at", t."id")
			- t."created_at") / 60 AS minutes
	FROM "order_timeline" t JOIN ended o ON o."id" = t."order_id"
), per_order AS (
	SELECT "order_id",
		(sum(minutes) FILTER (WHERE "status" = 'pending_shopper'))::double precision AS waiting,
		(sum(minutes) FILTER (WHERE "status" IN ('accepted_by_shopper', 'shopper_at_shop', 'shopping_in_progress',
			'customer_approved_revision', 'final_shopping')))::double precision AS shopping,
		(sum(minutes) FILTER (WHERE "status" IN ('shopper_revised_order', 'bill_uploaded')))::double precision AS answering,
		(sum(minutes) FILTER (WHERE "status" IN ('bill_approved', 'out_for_delivery')))::double precision AS delivering,
		bool_or("status" = 'shopper_revised_order') AS revised,
		count(*) FILTER (WHERE "status" IN ('shopper_revised_order', 'bill_uploaded') AND minutes IS NOT NULL)::int AS waits,
		count(*) FILTER (WHERE "actor_role" = 'system')::int AS by_deadline,
		max("created_at") FILTER (WHERE "status" IN ('delivered', 'cancelled')) AS ended_at
	FROM spans GROUP BY "order_id"
), items AS (
	SELECT i."order_id",
		count(*) FILTER (WHERE i."replaced_with_product_id" IS NOT NULL)::int AS brought,
		count(*) FILTER (WHERE i."replaced_with_refused")::int AS refused
	FROM "order_items" i JOIN ended o ON o."id" = i."order_id" GROUP BY i."order_id"
)
SELECT o."id", o."created_at", o."status", p.ended_at,
	CASE WHEN o."status" = 'delivered' AND p.ended_at IS NOT NULL
		THEN round(coalesce((o."revised_order_value"->>'total')::numeric, o."total") * 100)::bigint ELSE 0 END,
	p.waiting, p.shopping, p.answering, p.delivering, p.revised,
	coalesce(p.waits, 0), coalesce(p.by_deadline, 0), coalesce(i.brought, 0), coalesce(i.refused, 0),
	CASE WHEN o."status" = 'cancelled'
		THEN coalesce(nullif(trim(o."cancellation_reason"), ''), 'Cancelled by ' || coalesce(o."cancelled_by", 'system')) END
FROM ended o LEFT JOIN per_order p ON p."order_id" = o."id" LEFT JOIN items i ON i."order_id" = o."id"
ON CONFLICT ("order_id") DO NOTHING;
$backfill$;--> statement-breakpoint
SELECT pg_temp.jhola_backfill_order_metrics(0);--> statement-breakpoint
SELECT pg_temp.jhola_backfill_order_metrics(1);--> statement-breakpoint
SELECT pg_temp.jhola_backfill_order_metrics(2);--> statement-breakpoint
SELECT pg_temp.jhola_backfill_order_metrics(3);--> statement-breakpoint
SELECT pg_temp.jhola_backfill_order_metrics(4);--> statement-breakpoint
SELECT pg_temp.jhola_backfill_order_metrics(5);--> statement-breakpoint
SELECT pg_temp.jhola_backfill_order_metrics(6);--> statement-breakpoint
SELECT pg_temp.jhola_backfill_order_metrics(7);--> statement-breakpoint
SELECT pg_temp.jhola_backfill_order_metrics(8);--> statement-breakpoint
SELECT pg_temp.jhola_backfill_order_metrics(9);--> statement-breakpoint
SELECT pg_temp.jhola_backfill_order_metrics(10);--> statement-breakpoint
SELECT pg_temp.jhola_backfill_order_metrics(11);--> statement-breakpoint
SELECT pg_temp.jhola_backfill_order_metrics(12);--> statement-breakpoint
SELECT pg_temp.jhola_backfill_order_metrics(13);--> statement-breakpoint
SELECT pg_temp.jhola_backfill_order_metrics(14);--> statement-breakpoint
SELECT pg_temp.jhola_backfill_order_metrics(15);--> statement-breakpoint
DROP FUNCTION pg_temp.jhola_backfill_order_metrics(integer);--> statement-breakpoint
INSERT INTO "metrics_hours" ("day", "hour", "placed", "delivered", "cancelled", "revenue")
SELECT "day", "hour", sum("placed"), sum("delivered"), sum("cancelled"), sum("revenue")
FROM (
	SELECT ("placed_at" at time zone 'UTC' + interval '330 minutes')::date AS "day",
		extract(hour from ("placed_at" at time zone 'UTC' + interval '330 minutes'))::int AS "hour",
		1 AS "placed", 0 AS "delivered", 0 AS "cancelled", 0::bigint AS "revenue"
	FROM "order_metrics"
	UNION ALL
	SELECT ("ended_at" at time zone 'UTC' + interval '330 minutes')::date,
		extract(hour from ("ended_at" at time zone 'UTC' + interval '330 minutes'))::int,
		0, ("ended_status" = 'delivered')::int, ("ended_status" = 'cancelled')::int, "revenue"
	FROM "order_metrics" WHERE "ended_at" IS NOT NULL
) e
GROUP BY "day", "hour"
ON CONFLICT ("day", "hour") DO NOTHING;--> statement-breakpoint
INSERT INTO "metrics_days" ("day", "orders", "revised", "waits", "by_deadline", "replacements_brought", "replacements_refused")
SELECT ("placed_at" at time zone 'UTC' + interval '330 minutes')::date, count(*) FILTER (WHERE "revised" IS NOT NULL),
	count(*) FILTER (WHERE "revised"), sum("waits"), sum("by_deadline"), sum("replacements_brought"), sum("replacements_refused")
FROM "order_metrics" GROUP BY 1
ON CONFLICT ("day") DO NOTHING;--> statement-breakpoint
INSERT INTO "metrics_stage_buckets" ("day", "stage", "bucket", "orders", "lowest", "highest")
SELECT ("placed_at" at time zone 'UTC' + interval '330 minutes')::date, s.stage, floor(s.minutes + 0.5)::int,
	count(*), min(s.minutes), max(s.minutes)
FROM "order_metrics" m
CROSS JOIN LATERAL (VALUES ('waiting', m."waiting"), ('shopping', m."shopping"), ('answering', m."answering"),
	('delivering', m."delivering")) AS s(stage, minutes)
WHERE s.minutes IS NOT NULL
GROUP BY 1, 2, 3
ON CONFLICT ("day", "stage", "bucket") DO NOTHING;--> statement-breakpoint
INSERT INTO "metrics_cancellation_reasons" ("day", "reason", "orders")
SELECT ("placed_at" at time zone 'UTC' + interval '330 minutes')::date, "cancellation_reason", count(*)
FROM "order_metrics" WHERE "ended_status" = 'cancelled'
GROUP BY 1, 2
ON CONFLICT ("day", "reason") DO NOTHING;
