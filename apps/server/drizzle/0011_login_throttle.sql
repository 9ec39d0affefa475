-- Issue 26: failed logins are counted per account (its e-mail) and client address, so that five wrong
-- passwords from one address lock the account for that address only; the owner elsewhere still gets in.
-- Keyed by the e-mail as typed (lower-cased), registered or not, so that the answers tell nobody which
-- addresses have an account. The per-account counters on users go.
CREATE TABLE "login_throttles" (
	"email" text NOT NULL,
	"client_address" text NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"failed_login_window_start" timestamp with time zone,
	"locked_until" timestamp with time zone,
	CONSTRAINT "login_throttles_pk" PRIMARY KEY("email","client_address")
);--> statement-breakpoint
CREATE INDEX "login_throttles_window_idx" ON "login_throttles" USING btree ("failed_login_window_start");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_window_start";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";
