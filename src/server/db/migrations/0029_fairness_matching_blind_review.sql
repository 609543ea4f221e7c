CREATE TABLE "blind_reveals" (
	"enterprise_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"revealed_by" text,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blind_reveals_enterprise_id_candidate_id_pk" PRIMARY KEY("enterprise_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "match_scores" (
	"job_posting_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"reasons" jsonb NOT NULL,
	"inputs_hash" text NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_scores_job_posting_id_candidate_id_pk" PRIMARY KEY("job_posting_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "candidate_self_identifications" (
	"candidate_id" uuid PRIMARY KEY NOT NULL,
	"sex" text,
	"race_ethnicity" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "blind_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "retention_days" integer;--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "experience_level" text;--> statement-breakpoint
ALTER TABLE "blind_reveals" ADD CONSTRAINT "blind_reveals_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blind_reveals" ADD CONSTRAINT "blind_reveals_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blind_reveals" ADD CONSTRAINT "blind_reveals_revealed_by_user_id_fk" FOREIGN KEY ("revealed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_scores" ADD CONSTRAINT "match_scores_job_posting_id_job_postings_id_fk" FOREIGN KEY ("job_posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_scores" ADD CONSTRAINT "match_scores_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_self_identifications" ADD CONSTRAINT "candidate_self_identifications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_scores_posting_rank_idx" ON "match_scores" USING btree ("job_posting_id","score" desc,"candidate_id");--> statement-breakpoint
CREATE INDEX "match_scores_candidate_rank_idx" ON "match_scores" USING btree ("candidate_id","score" desc,"job_posting_id");