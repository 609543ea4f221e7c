ALTER TABLE "answer_transcripts" ADD COLUMN "candidate_id" uuid;--> statement-breakpoint
ALTER TABLE "answer_transcripts" ADD COLUMN "audience_enterprise_id" uuid;--> statement-breakpoint
ALTER TABLE "answer_transcripts" ADD COLUMN "recording_file_id" uuid;--> statement-breakpoint
ALTER TABLE "answer_transcripts" ADD COLUMN "evaluation_current" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "transcript_corrections" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "text")) STORED;--> statement-breakpoint
CREATE INDEX "transcript_corrections_search_idx" ON "transcript_corrections" USING gin ("search_vector");--> statement-breakpoint
-- Who may find an answer by its words, copied onto the answer when it is stored: the candidate,
-- the company whose posting the interview answers (null: the network interview), the recording
-- transcribed, and whether its evaluation is the interview's current one (decision 0052).
CREATE FUNCTION answer_transcript_audience() RETURNS trigger AS $$
BEGIN
  SELECT a.candidate_id, p.enterprise_id, coalesce(e.recording_file_id, i.recording_file_id), e.is_current
    INTO NEW.candidate_id, NEW.audience_enterprise_id, NEW.recording_file_id, NEW.evaluation_current
  FROM evaluations e
  JOIN interviews i ON i.id = NEW.interview_id
  JOIN applications a ON a.id = i.application_id
  LEFT JOIN job_postings p ON p.id = a.job_posting_id
  WHERE e.id = NEW.evaluation_id;
  NEW.evaluation_current := coalesce(NEW.evaluation_current, false);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER answer_transcript_audience BEFORE INSERT ON "answer_transcripts"
  FOR EACH ROW EXECUTE FUNCTION answer_transcript_audience();
--> statement-breakpoint
-- A new evaluation becoming current (or an older one no longer) carries over to its answers.
CREATE FUNCTION evaluation_currency_to_answers() RETURNS trigger AS $$
BEGIN
  UPDATE answer_transcripts SET evaluation_current = NEW.is_current
  WHERE evaluation_id = NEW.id AND evaluation_current IS DISTINCT FROM NEW.is_current;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER evaluation_currency_to_answers AFTER UPDATE OF is_current ON "evaluations"
  FOR EACH ROW WHEN (OLD.is_current IS DISTINCT FROM NEW.is_current)
  EXECUTE FUNCTION evaluation_currency_to_answers();
--> statement-breakpoint
UPDATE answer_transcripts t
SET candidate_id = a.candidate_id, audience_enterprise_id = p.enterprise_id,
  recording_file_id = coalesce(e.recording_file_id, i.recording_file_id), evaluation_current = e.is_current
FROM evaluations e
JOIN interviews i ON i.id = e.interview_id
JOIN applications a ON a.id = i.application_id
LEFT JOIN job_postings p ON p.id = a.job_posting_id
WHERE e.id = t.evaluation_id;
