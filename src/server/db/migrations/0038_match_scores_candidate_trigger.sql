ALTER TABLE "match_scores" DROP CONSTRAINT "match_scores_candidate_id_candidates_id_fk";
--> statement-breakpoint
-- A deleted candidate's matches go with them (the foreign key's cascade did this). The lock is the
-- one every match recompute holds shared for its whole transaction (MATCH_WRITES_LOCK): taken
-- exclusively here, the delete waits for recomputes in flight and then sees what they wrote, so
-- none leaves a row behind for a candidate who is gone.
CREATE FUNCTION match_scores_forget_candidate() RETURNS trigger AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(5210381001);
  DELETE FROM match_scores WHERE candidate_id = OLD.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER match_scores_forget_candidate AFTER DELETE ON "candidates"
  FOR EACH ROW EXECUTE FUNCTION match_scores_forget_candidate();
--> statement-breakpoint
-- Rows of candidates deleted before this migration could not exist (the foreign key), but a
-- database restored without constraints might hold some.
DELETE FROM match_scores m WHERE NOT EXISTS (SELECT 1 FROM candidates c WHERE c.id = m.candidate_id);
