ALTER TABLE "candidates" ADD COLUMN "network_read_interviews" uuid[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "network_unread_interview" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "network_evaluation_score" integer;--> statement-breakpoint
-- Whether scoring may read an interview joined with its current evaluation (null without one):
-- not kept for human review only, and its evaluation finished. The one definition: the matching
-- loaders call it too (readableInterview).
CREATE OR REPLACE FUNCTION onetake_interview_readable(
  interview_human_review_only boolean, evaluation_human_review_only boolean, evaluation_status text
) RETURNS boolean
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(NOT (interview_human_review_only OR coalesce(evaluation_human_review_only, false))
    AND evaluation_status = 'done', false)
$$;
--> statement-breakpoint
-- The network interview facts of one candidate, or of every candidate with one (null).
CREATE OR REPLACE FUNCTION onetake_network_interview_facts(candidate uuid)
RETURNS TABLE (candidate_id uuid, read_interviews uuid[], unread_interview boolean, evaluation_score integer)
LANGUAGE sql STABLE AS $$
  SELECT a.candidate_id,
    coalesce(array_agg(i.id ORDER BY i.id) FILTER (WHERE r.readable), '{}'),
    coalesce(bool_or(NOT r.readable), false),
    (array_agg(e.overall_score ORDER BY i.id) FILTER (WHERE r.readable AND e.overall_score IS NOT NULL))[1]
  FROM applications a
  JOIN interviews i ON i.application_id = a.id AND i.completed
  LEFT JOIN evaluations e ON e.interview_id = i.id AND e.is_current
  CROSS JOIN LATERAL (SELECT onetake_interview_readable(i.human_review_only, e.human_review_only, e.status)) AS r(readable)
  WHERE a.job_posting_id IS NULL AND (candidate IS NULL OR a.candidate_id = candidate)
  GROUP BY a.candidate_id
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION onetake_candidate_network_interview_of(candidate uuid) RETURNS void
LANGUAGE sql AS $$
  UPDATE candidates c SET network_read_interviews = f.read_interviews,
    network_unread_interview = f.unread_interview, network_evaluation_score = f.evaluation_score
  FROM (
    SELECT coalesce(n.read_interviews, '{}') AS read_interviews, coalesce(n.unread_interview, false) AS unread_interview,
      n.evaluation_score
    FROM (SELECT 1) AS one LEFT JOIN onetake_network_interview_facts(candidate) AS n ON true
  ) AS f
  WHERE c.id = candidate
    AND (c.network_read_interviews, c.network_unread_interview, c.network_evaluation_score)
      IS DISTINCT FROM (f.read_interviews, f.unread_interview, f.evaluation_score)
$$;
--> statement-breakpoint
-- An interview's change reaches its candidate when it belongs to their network application.
CREATE OR REPLACE FUNCTION onetake_interview_network_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM onetake_candidate_network_interview_of(a.candidate_id)
      FROM applications a WHERE a.id = OLD.application_id AND a.job_posting_id IS NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM onetake_candidate_network_interview_of(a.candidate_id)
      FROM applications a WHERE a.id = NEW.application_id AND a.job_posting_id IS NULL;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER interview_network_refresh
  AFTER INSERT OR UPDATE OF completed, human_review_only, application_id OR DELETE ON "interviews"
  FOR EACH ROW EXECUTE FUNCTION onetake_interview_network_refresh();
--> statement-breakpoint
-- An evaluation's change (a new current one, its status, its score, human review) likewise. One
-- removed with its interview finds no interview: the interview's trigger has recounted.
CREATE OR REPLACE FUNCTION onetake_evaluation_network_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM onetake_candidate_network_interview_of(a.candidate_id)
      FROM interviews i JOIN applications a ON a.id = i.application_id
      WHERE i.id = OLD.interview_id AND a.job_posting_id IS NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM onetake_candidate_network_interview_of(a.candidate_id)
      FROM interviews i JOIN applications a ON a.id = i.application_id
      WHERE i.id = NEW.interview_id AND a.job_posting_id IS NULL;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER evaluation_network_refresh
  AFTER INSERT OR UPDATE OF interview_id, status, is_current, human_review_only, overall_score OR DELETE ON "evaluations"
  FOR EACH ROW EXECUTE FUNCTION onetake_evaluation_network_refresh();
--> statement-breakpoint
-- An application's removal cascades to its interviews, whose trigger no longer finds the
-- application: recount for its candidate here (after the cascade has run), and for both sides
-- of an application moved to or from the network.
CREATE OR REPLACE FUNCTION onetake_application_network_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM onetake_candidate_network_interview_of(OLD.candidate_id);
  IF TG_OP = 'UPDATE' THEN
    PERFORM onetake_candidate_network_interview_of(NEW.candidate_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER application_network_refresh
  AFTER UPDATE OF candidate_id, job_posting_id OR DELETE ON "applications"
  FOR EACH ROW EXECUTE FUNCTION onetake_application_network_refresh();
--> statement-breakpoint
UPDATE candidates c SET network_read_interviews = n.read_interviews,
  network_unread_interview = n.unread_interview, network_evaluation_score = n.evaluation_score
FROM onetake_network_interview_facts(NULL) AS n
WHERE c.id = n.candidate_id;
