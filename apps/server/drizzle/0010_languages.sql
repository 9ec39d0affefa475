-- Issue 19: the language saved on the account (the server writes e-mails and pushes in it), and the
-- catalogue text of a timeline note with its values, so each reader gets the note in their language.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "order_timeline" ADD COLUMN "note_key" text;--> statement-breakpoint
ALTER TABLE "order_timeline" ADD COLUMN "note_params" jsonb;
