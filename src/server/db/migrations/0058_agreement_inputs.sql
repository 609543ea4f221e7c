CREATE TABLE "evaluation_criterion_scores" (
	"evaluation_id" uuid NOT NULL,
	"interview_id" uuid NOT NULL,
	"rubric_version" text NOT NULL,
	"question_index" integer NOT NULL,
	"criterion_key" text NOT NULL,
	"score" double precision,
	"compared" boolean NOT NULL,
	"low_agreement" boolean NOT NULL,
	CONSTRAINT "evaluation_criterion_scores_pk" PRIMARY KEY("evaluation_id","question_index","criterion_key")
);
--> statement-breakpoint
CREATE TABLE "scorecard_rating_tallies" (
	"job_posting_id" uuid NOT NULL,
	"rubric_version" text NOT NULL,
	"interview_id" uuid NOT NULL,
	"question_index" smallint NOT NULL,
	"criterion_key" text NOT NULL,
	"rated" integer DEFAULT 0 NOT NULL,
	"scored_1" integer DEFAULT 0 NOT NULL,
	"scored_2" integer DEFAULT 0 NOT NULL,
	"scored_3" integer DEFAULT 0 NOT NULL,
	"scored_4" integer DEFAULT 0 NOT NULL,
	"scored_5" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "scorecard_rating_tallies_pk" PRIMARY KEY("job_posting_id","rubric_version","interview_id","question_index","criterion_key")
);
--> statement-breakpoint
ALTER TABLE "evaluation_criterion_scores" ADD CONSTRAINT "evaluation_criterion_scores_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_rating_tallies" ADD CONSTRAINT "scorecard_rating_tallies_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_rating_tallies" ADD CONSTRAINT "scorecard_rating_tallies_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_criterion_scores_interview_idx" ON "evaluation_criterion_scores" USING btree ("interview_id","rubric_version");--> statement-breakpoint
CREATE INDEX "scorecard_rating_tallies_interview_idx" ON "scorecard_rating_tallies" USING btree ("interview_id");--> statement-breakpoint
-- The tallies follow the scorecards (decision 0086): a scorecard's ratings count while it is
-- submitted. Its old ratings leave and its new ones arrive in the transaction that changes it.
-- Writers of one interview's tallies take its lock first, so two members submitting at once wait
-- for each other instead of deadlocking on the same rows. A scorecard deleted with its interview
-- or posting finds its tallies gone or going by their own cascade: only existing rows are lowered.
CREATE FUNCTION scorecard_rating_tallies_follow() RETURNS trigger AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'submitted' THEN
    PERFORM pg_advisory_xact_lock(hashtext('scorecard-rating-tallies:' || OLD.interview_id));
    UPDATE scorecard_rating_tallies t SET
      rated = t.rated - r.rated, scored_1 = t.scored_1 - r.s1, scored_2 = t.scored_2 - r.s2,
      scored_3 = t.scored_3 - r.s3, scored_4 = t.scored_4 - r.s4, scored_5 = t.scored_5 - r.s5
    FROM (
      SELECT (x->>'questionIndex')::smallint AS question_index, x->>'criterionKey' AS criterion_key,
        count(*)::int AS rated,
        count(*) FILTER (WHERE x->>'score' = '1')::int AS s1, count(*) FILTER (WHERE x->>'score' = '2')::int AS s2,
        count(*) FILTER (WHERE x->>'score' = '3')::int AS s3, count(*) FILTER (WHERE x->>'score' = '4')::int AS s4,
        count(*) FILTER (WHERE x->>'score' = '5')::int AS s5
      FROM jsonb_array_elements(OLD.ratings) x GROUP BY 1, 2
    ) r, applications a
    WHERE a.id = OLD.application_id AND t.job_posting_id = a.job_posting_id
      AND t.rubric_version = OLD.rubric_version AND t.interview_id = OLD.interview_id
      AND t.question_index = r.question_index AND t.criterion_key = r.criterion_key;
    DELETE FROM scorecard_rating_tallies WHERE interview_id = OLD.interview_id AND rated <= 0;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'submitted' THEN
    PERFORM pg_advisory_xact_lock(hashtext('scorecard-rating-tallies:' || NEW.interview_id));
    INSERT INTO scorecard_rating_tallies AS t
      (job_posting_id, rubric_version, interview_id, question_index, criterion_key, rated,
       scored_1, scored_2, scored_3, scored_4, scored_5)
    SELECT a.job_posting_id, NEW.rubric_version, NEW.interview_id,
      (x->>'questionIndex')::smallint, x->>'criterionKey', count(*)::int,
      count(*) FILTER (WHERE x->>'score' = '1')::int, count(*) FILTER (WHERE x->>'score' = '2')::int,
      count(*) FILTER (WHERE x->>'score' = '3')::int, count(*) FILTER (WHERE x->>'score' = '4')::int,
      count(*) FILTER (WHERE x->>'score' = '5')::int
    FROM jsonb_array_elements(NEW.ratings) x, applications a
    WHERE a.id = NEW.application_id AND a.job_posting_id IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (job_posting_id, rubric_version, interview_id, question_index, criterion_key) DO UPDATE SET
      rated = t.rated + excluded.rated, scored_1 = t.scored_1 + excluded.scored_1,
      scored_2 = t.scored_2 + excluded.scored_2, scored_3 = t.scored_3 + excluded.scored_3,
      scored_4 = t.scored_4 + excluded.scored_4, scored_5 = t.scored_5 + excluded.scored_5;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER scorecard_rating_tallies_follow
  AFTER INSERT OR DELETE OR UPDATE OF status, ratings, rubric_version, interview_id, application_id ON "scorecards"
  FOR EACH ROW EXECUTE FUNCTION scorecard_rating_tallies_follow();
--> statement-breakpoint
-- The scorecards submitted before this migration.
INSERT INTO scorecard_rating_tallies
  (job_posting_id, rubric_version, interview_id, question_index, criterion_key, rated,
   scored_1, scored_2, scored_3, scored_4, scored_5)
SELECT a.job_posting_id, s.rubric_version, s.interview_id,
  (x->>'questionIndex')::smallint, x->>'criterionKey', count(*)::int,
  count(*) FILTER (WHERE x->>'score' = '1')::int, count(*) FILTER (WHERE x->>'score' = '2')::int,
  count(*) FILTER (WHERE x->>'score' = '3')::int, count(*) FILTER (WHERE x->>'score' = '4')::int,
  count(*) FILTER (WHERE x->>'score' = '5')::int
FROM scorecards s JOIN applications a ON a.id = s.application_id, jsonb_array_elements(s.ratings) x
WHERE s.status = 'submitted' AND a.job_posting_id IS NOT NULL
GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- The AI's scores follow the evaluations (decision 0086): an evaluation's criteria are here while
-- it is current, done and not a human review only, replaced whenever its result, status or
-- currency changes. A result of an unexpected shape gives no rows rather than failing the write.
CREATE FUNCTION evaluation_criterion_scores_follow() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM evaluation_criterion_scores WHERE evaluation_id = OLD.id;
  END IF;
  IF NEW.is_current AND NEW.status = 'done' AND NOT NEW.human_review_only THEN
    INSERT INTO evaluation_criterion_scores
      (evaluation_id, interview_id, rubric_version, question_index, criterion_key, score, compared, low_agreement)
    SELECT NEW.id, NEW.interview_id, NEW.rubric_version, (q->>'index')::numeric::int, c->>'key',
      CASE WHEN jsonb_typeof(c->'score') = 'number' THEN (c->>'score')::float8 END,
      jsonb_typeof(c->'runScores') = 'array' AND jsonb_array_length(c->'runScores') >= 2,
      c->'lowAgreement' = 'true'::jsonb
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(NEW.result->'questions') = 'array' THEN NEW.result->'questions' ELSE '[]' END) q,
      jsonb_array_elements(CASE WHEN jsonb_typeof(q->'criteria') = 'array' THEN q->'criteria' ELSE '[]' END) c
    WHERE jsonb_typeof(q->'index') = 'number' AND jsonb_typeof(c->'key') = 'string'
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER evaluation_criterion_scores_follow
  AFTER INSERT OR UPDATE OF is_current, status, human_review_only, result, rubric_version, interview_id ON "evaluations"
  FOR EACH ROW EXECUTE FUNCTION evaluation_criterion_scores_follow();
--> statement-breakpoint
-- The current evaluations made before this migration.
INSERT INTO evaluation_criterion_scores
  (evaluation_id, interview_id, rubric_version, question_index, criterion_key, score, compared, low_agreement)
SELECT e.id, e.interview_id, e.rubric_version, (q->>'index')::numeric::int, c->>'key',
  CASE WHEN jsonb_typeof(c->'score') = 'number' THEN (c->>'score')::float8 END,
  jsonb_typeof(c->'runScores') = 'array' AND jsonb_array_length(c->'runScores') >= 2,
  c->'lowAgreement' = 'true'::jsonb
FROM evaluations e,
  jsonb_array_elements(CASE WHEN jsonb_typeof(e.result->'questions') = 'array' THEN e.result->'questions' ELSE '[]' END) q,
  jsonb_array_elements(CASE WHEN jsonb_typeof(q->'criteria') = 'array' THEN q->'criteria' ELSE '[]' END) c
WHERE e.is_current AND e.status = 'done' AND NOT e.human_review_only
  AND jsonb_typeof(q->'index') = 'number' AND jsonb_typeof(c->'key') = 'string'
ON CONFLICT DO NOTHING;
