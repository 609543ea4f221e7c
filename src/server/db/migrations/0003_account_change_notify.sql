-- Every app server caches sessions and the account facts read with them (see decision 0014).
-- Any change to a session, a user, a profile or a company announces the user's id on the
-- 'onetake_account_changed' channel, and each server drops what it cached for that user. A
-- trigger, not code at each write, so better-auth's own deletes (sign-out, revoke, ban,
-- password reset, user removal) are announced too. The column naming the user is the
-- trigger's argument.
CREATE OR REPLACE FUNCTION onetake_notify_account_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_user text;
  new_user text;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    old_user := to_jsonb(OLD) ->> TG_ARGV[0];
    PERFORM pg_notify('onetake_account_changed', old_user);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    new_user := to_jsonb(NEW) ->> TG_ARGV[0];
    IF new_user IS DISTINCT FROM old_user THEN
      PERFORM pg_notify('onetake_account_changed', new_user);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER session_changed_notify AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION onetake_notify_account_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER user_changed_notify AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION onetake_notify_account_changed('id');
--> statement-breakpoint
CREATE TRIGGER profile_changed_notify AFTER INSERT OR UPDATE OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION onetake_notify_account_changed('id');
--> statement-breakpoint
CREATE TRIGGER enterprise_changed_notify AFTER INSERT OR UPDATE OR DELETE ON "enterprises"
  FOR EACH ROW EXECUTE FUNCTION onetake_notify_account_changed('profile_id');
