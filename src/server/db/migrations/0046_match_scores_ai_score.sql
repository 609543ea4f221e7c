ALTER TABLE "match_scores" ADD COLUMN "ai_score" integer;--> statement-breakpoint
-- The AI score each stored detail already holds (its fifth element, decision 0070), before the
-- index is built; the recompute that the new scoring version queues rewrites active postings' rows.
UPDATE "match_scores" SET "ai_score" = ("detail"::json->>4)::integer WHERE "detail"::json->>4 IS NOT NULL;--> statement-breakpoint
CREATE INDEX "match_scores_posting_ai_idx" ON "match_scores" USING btree ("job_posting_id",coalesce("ai_score", -1) desc,"candidate_id");
