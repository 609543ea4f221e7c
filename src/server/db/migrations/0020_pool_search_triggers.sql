-- The candidate pool's search columns (decision 0035) are written by the database itself, so
-- every write path (registration, settings, career edits, better-auth, interview completion,
-- seeds, bulk SQL) keeps them right with no code at each write.

-- The weighted document: name and title A, skills B, bio (the registration summary) C, the
-- resume's text D (its start only: a document that size ranks like any other).
CREATE OR REPLACE FUNCTION onetake_candidate_search_vector(
  full_name text, title text, skills text[], bio text, resume_text text
) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(full_name, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, array_to_string(skills, ' ')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(bio, '')), 'C')
      || setweight(to_tsvector('english'::regconfig, left(coalesce(resume_text, ''), 4000)), 'D')
$$;
--> statement-breakpoint
-- Fills the search columns of a candidate row from the row and its profile.
CREATE OR REPLACE FUNCTION onetake_candidate_search_fill() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  p record;
BEGIN
  SELECT first_name, last_name, bio, location INTO p FROM profiles WHERE id = NEW.profile_id;
  NEW.search_name := nullif(btrim(coalesce(p.first_name, '') || ' ' || coalesce(p.last_name, '')), '');
  NEW.search_location := p.location;
  NEW.skill_keys := coalesce((SELECT array_agg(DISTINCT lower(s)) FROM unnest(NEW.skills) AS s), '{}');
  NEW.search_vector := onetake_candidate_search_vector(NEW.search_name, NEW.title, NEW.skills, p.bio, NEW.resume_text);
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- "OF search_vector": the profile trigger below asks for a refill by writing that column.
CREATE TRIGGER candidate_search_fill
  BEFORE INSERT OR UPDATE OF title, skills, resume_text, profile_id, search_vector ON "candidates"
  FOR EACH ROW EXECUTE FUNCTION onetake_candidate_search_fill();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION onetake_profile_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidates SET search_vector = NULL WHERE profile_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER profile_search_refresh
  AFTER UPDATE OF first_name, last_name, bio, location ON "profiles"
  FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name
    OR OLD.bio IS DISTINCT FROM NEW.bio OR OLD.location IS DISTINCT FROM NEW.location)
  EXECUTE FUNCTION onetake_profile_search_refresh();
--> statement-breakpoint
-- has_completed_interview: whether any interview of any of the candidate's applications is
-- completed (the pool rule of decision 0028, kept as a column so the pool needs no subquery).
CREATE OR REPLACE FUNCTION onetake_candidate_interview_flag_of(candidate uuid) RETURNS void
LANGUAGE sql AS $$
  UPDATE candidates c SET has_completed_interview = flag.value
  FROM (SELECT EXISTS (
    SELECT 1 FROM interviews i JOIN applications a ON a.id = i.application_id
    WHERE a.candidate_id = candidate AND i.completed_at IS NOT NULL) AS value) AS flag
  WHERE c.id = candidate AND c.has_completed_interview IS DISTINCT FROM flag.value
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION onetake_interview_flag_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM onetake_candidate_interview_flag_of(a.candidate_id) FROM applications a WHERE a.id = OLD.application_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM onetake_candidate_interview_flag_of(a.candidate_id) FROM applications a WHERE a.id = NEW.application_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER interview_flag_refresh
  AFTER INSERT OR UPDATE OF completed_at, application_id OR DELETE ON "interviews"
  FOR EACH ROW EXECUTE FUNCTION onetake_interview_flag_refresh();
--> statement-breakpoint
-- An application's removal cascades to its interviews, whose trigger no longer finds the
-- application: recount for its candidate here (after the cascade has run).
CREATE OR REPLACE FUNCTION onetake_application_flag_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM onetake_candidate_interview_flag_of(OLD.candidate_id);
  IF TG_OP = 'UPDATE' THEN
    PERFORM onetake_candidate_interview_flag_of(NEW.candidate_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER application_flag_refresh
  AFTER UPDATE OF candidate_id OR DELETE ON "applications"
  FOR EACH ROW EXECUTE FUNCTION onetake_application_flag_refresh();
--> statement-breakpoint
-- pool_eligible: the account half of the pool rule (decision 0028) as a column, so the pool reads
-- one table: e-mail verified, not banned (a deleting account is banned at once), and a resume or
-- a completed interview. The user's changes reach it through the trigger on "user" below.
CREATE OR REPLACE FUNCTION onetake_candidate_pool_eligible_fill() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.pool_eligible := coalesce(
    (SELECT u.email_verified AND NOT coalesce(u.banned, false) FROM "user" u WHERE u.id = NEW.profile_id), false)
    AND (NEW.resume_file_id IS NOT NULL OR NEW.has_completed_interview);
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- "OF pool_eligible": the user trigger asks for a recount by writing that column.
CREATE TRIGGER candidate_pool_eligible_fill
  BEFORE INSERT OR UPDATE OF profile_id, resume_file_id, has_completed_interview, pool_eligible ON "candidates"
  FOR EACH ROW EXECUTE FUNCTION onetake_candidate_pool_eligible_fill();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION onetake_user_pool_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidates SET pool_eligible = pool_eligible WHERE profile_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_pool_refresh
  AFTER UPDATE OF email_verified, banned ON "user"
  FOR EACH ROW
  WHEN (OLD.email_verified IS DISTINCT FROM NEW.email_verified OR OLD.banned IS DISTINCT FROM NEW.banned)
  EXECUTE FUNCTION onetake_user_pool_refresh();
--> statement-breakpoint
-- The pool's pages carry the viewer's pipeline status and are cached until an account change is
-- announced (decision 0014): announce the candidate's user when a company changes its status.
CREATE OR REPLACE FUNCTION onetake_notify_pipeline_status() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  candidate_user text;
BEGIN
  SELECT profile_id INTO candidate_user FROM candidates
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.candidate_id ELSE NEW.candidate_id END;
  IF candidate_user IS NOT NULL THEN
    PERFORM pg_notify('onetake_account_changed', candidate_user);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER pipeline_status_notify AFTER INSERT OR UPDATE OR DELETE ON "candidate_pipeline_statuses"
  FOR EACH ROW EXECUTE FUNCTION onetake_notify_pipeline_status();
--> statement-breakpoint
UPDATE candidates SET search_vector = NULL;
--> statement-breakpoint
SELECT onetake_candidate_interview_flag_of(id) FROM candidates;
--> statement-breakpoint
UPDATE candidates SET pool_eligible = pool_eligible;
--> statement-breakpoint
-- Searches read the GIN indexes directly: with fastupdate a search also scans the pending list of
-- recent writes (measured: 36 ms instead of 2 ms at 100,000 candidates before a vacuum). Candidate
-- writes are rare and small, so they pay the index update at once instead.
ALTER INDEX candidates_search_vector_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX candidates_skill_keys_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX candidates_search_name_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX candidates_title_trgm_idx SET (fastupdate = off);
--> statement-breakpoint
ALTER INDEX candidates_search_location_trgm_idx SET (fastupdate = off);
