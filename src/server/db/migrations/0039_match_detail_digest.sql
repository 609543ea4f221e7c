DROP INDEX "match_scores_posting_rank_idx";--> statement-breakpoint
ALTER TABLE "match_scores" ADD COLUMN "detail_md5" uuid GENERATED ALWAYS AS (md5("detail")::uuid) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "match_scores_posting_rank_idx" ON "match_scores" USING btree ("job_posting_id","score" desc,"candidate_id","detail_md5");