-- Issue 48: each process keeps the sessions it has checked (src/modules/auth/session-cache.ts) and forgets
-- an account's the moment the account or one of its sessions changes. Every such write, by any path (logout,
-- reset, an admin's disable, a profile change, the cleanup job, a hand-written statement), tells every
-- listening process on the channel auth_changed with the account's id, when its transaction commits.
CREATE FUNCTION "notify_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_changed', to_jsonb(OLD) ->> TG_ARGV[0]);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_changed"('user_id');--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OF "role", "name", "email", "language", "disabled_at" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_changed"('id');
