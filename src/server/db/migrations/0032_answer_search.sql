CREATE TABLE "answer_search" (
	"answer_id" uuid PRIMARY KEY NOT NULL,
	"candidate_id" uuid,
	"interview_id" uuid NOT NULL,
	"question_index" integer NOT NULL,
	"audience_enterprise_id" uuid,
	"recording_file_id" uuid,
	"evaluation_current" boolean NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "answer_transcripts_search_idx";--> statement-breakpoint
ALTER TABLE "answer_search" ADD CONSTRAINT "answer_search_answer_id_answer_transcripts_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answer_transcripts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_search_words_idx" ON "answer_search" USING gin ("search_vector") WHERE "answer_search"."evaluation_current";--> statement-breakpoint
CREATE INDEX "answer_search_candidate_idx" ON "answer_search" USING btree ("candidate_id") WHERE "answer_search"."evaluation_current";--> statement-breakpoint
-- Each answer's narrow search row (decision 0052): a copy of its words and of who may find it,
-- written with the answer and again on any change of it (its text; its evaluation's currency,
-- which migration 0030's trigger writes onto the answer); deleted with it by the foreign key.
CREATE FUNCTION answer_search_copy() RETURNS trigger AS $$
BEGIN
  INSERT INTO answer_search (answer_id, candidate_id, interview_id, question_index, audience_enterprise_id,
    recording_file_id, evaluation_current, search_vector)
  VALUES (NEW.id, NEW.candidate_id, NEW.interview_id, NEW.question_index, NEW.audience_enterprise_id,
    NEW.recording_file_id, NEW.evaluation_current, coalesce(NEW.search_vector, ''::tsvector))
  ON CONFLICT (answer_id) DO UPDATE SET candidate_id = excluded.candidate_id,
    interview_id = excluded.interview_id, question_index = excluded.question_index,
    audience_enterprise_id = excluded.audience_enterprise_id, recording_file_id = excluded.recording_file_id,
    evaluation_current = excluded.evaluation_current, search_vector = excluded.search_vector;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER answer_search_copy AFTER INSERT OR UPDATE ON "answer_transcripts"
  FOR EACH ROW EXECUTE FUNCTION answer_search_copy();
--> statement-breakpoint
-- A candidate's answers side by side: asking one candidate reads a page or two.
INSERT INTO answer_search (answer_id, candidate_id, interview_id, question_index, audience_enterprise_id,
  recording_file_id, evaluation_current, search_vector)
SELECT id, candidate_id, interview_id, question_index, audience_enterprise_id, recording_file_id,
  evaluation_current, coalesce(search_vector, ''::tsvector)
FROM answer_transcripts
ORDER BY candidate_id, interview_id, question_index;
--> statement-breakpoint
-- Read by key or through its words' index, never by parallel workers: starting them costs more
-- than any of its reads, and the planner would rather read the whole table in parallel than
-- trust the index for a typed prefix whose frequency it cannot know.
ALTER TABLE answer_search SET (parallel_workers = 0);
