-- Issue 41 (decision 0060): the mail outbox is sent by the job queue. Each mail still to send gets its
-- `mail.send` job, due when the outbox would have tried it next; the outbox keeps the message, its status
-- and its attempts, and its own schedule (next_attempt_at, with its index) goes.
INSERT INTO "jobs" ("kind", "key", "payload", "run_at", "created_at", "updated_at")
SELECT 'mail.send', "id"::text, jsonb_build_object('mailId', "id"::text), "next_attempt_at", now(), now()
FROM "mail_outbox" WHERE "status" = 'pending'
ON CONFLICT ("kind", "key") DO NOTHING;
--> statement-breakpoint
DROP INDEX IF EXISTS "mail_outbox_pending_idx";
--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "next_attempt_at";
