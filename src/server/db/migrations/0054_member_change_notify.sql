-- A company's facts are cached with each member's session (decisions 0014 and 0082), so a change
-- to the company row announces every member, and a change to a membership (added, role changed,
-- removed) announces that member: their next request reads the new role, or no company at all.
CREATE TRIGGER company_member_changed_notify AFTER INSERT OR UPDATE OR DELETE ON "company_members"
  FOR EACH ROW EXECUTE FUNCTION onetake_notify_account_changed('profile_id');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION onetake_notify_company_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  company_id uuid;
  member text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    company_id := OLD.id;
    PERFORM pg_notify('onetake_account_changed', OLD.profile_id);
  ELSE
    company_id := NEW.id;
    PERFORM pg_notify('onetake_account_changed', NEW.profile_id);
  END IF;
  FOR member IN SELECT profile_id FROM company_members WHERE enterprise_id = company_id LOOP
    PERFORM pg_notify('onetake_account_changed', member);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER enterprise_changed_notify ON "enterprises";
--> statement-breakpoint
CREATE TRIGGER enterprise_changed_notify AFTER INSERT OR UPDATE OR DELETE ON "enterprises"
  FOR EACH ROW EXECUTE FUNCTION onetake_notify_company_changed();
