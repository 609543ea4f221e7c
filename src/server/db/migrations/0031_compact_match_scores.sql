CREATE TABLE "posting_match_refreshes" (
	"job_posting_id" uuid PRIMARY KEY NOT NULL,
	"scoring_version" integer NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Derived data: every active posting is recomputed in the compact form by the matching sweep.
DELETE FROM "match_scores";--> statement-breakpoint
DROP INDEX "match_scores_candidate_rank_idx";--> statement-breakpoint
ALTER TABLE "match_scores" DROP CONSTRAINT "match_scores_job_posting_id_candidate_id_pk";--> statement-breakpoint
ALTER TABLE "match_scores" ADD CONSTRAINT "match_scores_candidate_id_job_posting_id_pk" PRIMARY KEY("candidate_id","job_posting_id");--> statement-breakpoint
ALTER TABLE "match_scores" ADD COLUMN "detail" text NOT NULL;--> statement-breakpoint
ALTER TABLE "posting_match_refreshes" ADD CONSTRAINT "posting_match_refreshes_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_scores" DROP COLUMN "reasons";--> statement-breakpoint
ALTER TABLE "match_scores" DROP COLUMN "inputs_hash";--> statement-breakpoint
-- Skill names with single spaces, as writeCandidateSkills now stores them (match lookups compare lower()).
UPDATE "candidate_skills" SET "skill_name" = regexp_replace("skill_name", '\s+', ' ', 'g') WHERE "skill_name" ~ '\s\s|[\t\n\r\f\v]';--> statement-breakpoint
UPDATE "candidates" SET "skills" = ARRAY(SELECT regexp_replace(s, '\s+', ' ', 'g') FROM unnest("skills") WITH ORDINALITY AS u(s, n) ORDER BY n)
  WHERE EXISTS (SELECT 1 FROM unnest("skills") AS s WHERE s ~ '\s\s|[\t\n\r\f\v]');