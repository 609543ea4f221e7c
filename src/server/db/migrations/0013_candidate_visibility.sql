ALTER TABLE "candidates" ADD COLUMN "employer_visibility" text DEFAULT 'all' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "visible_industries" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- A completed interview puts a candidate in the pool (decision 0028), whose pages each app server
-- caches until an account change is announced (decision 0014): announce the candidate's user when
-- an interview's completion changes.
CREATE OR REPLACE FUNCTION onetake_notify_interview_completion() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  row_application uuid;
  candidate_user text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    row_application := OLD.application_id;
  ELSIF TG_OP = 'UPDATE' AND OLD.completed_at IS NOT DISTINCT FROM NEW.completed_at THEN
    RETURN NULL;
  ELSE
    row_application := NEW.application_id;
  END IF;
  SELECT c.profile_id INTO candidate_user
    FROM applications a JOIN candidates c ON c.id = a.candidate_id
    WHERE a.id = row_application;
  IF candidate_user IS NOT NULL THEN
    PERFORM pg_notify('onetake_account_changed', candidate_user);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER interview_completion_notify AFTER INSERT OR UPDATE OR DELETE ON "interviews"
  FOR EACH ROW EXECUTE FUNCTION onetake_notify_interview_completion();
