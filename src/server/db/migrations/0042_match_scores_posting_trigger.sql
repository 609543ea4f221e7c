ALTER TABLE "match_scores" DROP CONSTRAINT "match_scores_job_posting_id_job_postings_id_fk";
--> statement-breakpoint
-- A deleted posting's matches go with it, as the foreign key's cascade did. The lock is the one
-- every match recompute holds shared (MATCH_WRITES_LOCK, migration 0038): taken exclusively here,
-- the delete waits for recomputes in flight and then removes what they wrote (decision 0059).
CREATE FUNCTION match_scores_forget_posting() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(5210381001);
  DELETE FROM match_scores WHERE job_posting_id = OLD.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER match_scores_forget_posting AFTER DELETE ON "job_postings"
  FOR EACH ROW EXECUTE FUNCTION match_scores_forget_posting();
