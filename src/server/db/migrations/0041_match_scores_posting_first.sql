ALTER TABLE "match_scores" DROP CONSTRAINT "match_scores_candidate_id_job_posting_id_pk";--> statement-breakpoint
ALTER TABLE "match_scores" ADD CONSTRAINT "match_scores_job_posting_id_candidate_id_pk" PRIMARY KEY("job_posting_id","candidate_id");--> statement-breakpoint
-- No index leads with the candidate now: a deleted candidate's rows are found through the
-- postings, one primary-key probe each (decision 0058). The lock is migration 0038's.
CREATE OR REPLACE FUNCTION match_scores_forget_candidate() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(5210381001);
  DELETE FROM match_scores
    WHERE job_posting_id IN (SELECT id FROM job_postings) AND candidate_id = OLD.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
