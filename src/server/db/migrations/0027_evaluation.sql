CREATE TABLE "answer_transcripts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"evaluation_id" uuid NOT NULL,
	"interview_id" uuid NOT NULL,
	"question_index" integer NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"rough" boolean NOT NULL,
	"text" text NOT NULL,
	"words" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"evaluation_id" uuid NOT NULL,
	"question_index" integer,
	"criterion_key" text,
	"score" integer NOT NULL,
	"reason" text NOT NULL,
	"by_user_id" text,
	"by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluation_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"evaluation_id" uuid NOT NULL,
	"interview_id" uuid NOT NULL,
	"step" text NOT NULL,
	"question_index" integer,
	"run_index" integer,
	"provider" text NOT NULL,
	"model" text,
	"rubric_version" text,
	"prompt_hash" text,
	"input_hash" text,
	"temperature" double precision,
	"prompt_tokens" integer,
	"completion_tokens" integer,
	"cost_usd" double precision,
	"latency_ms" integer NOT NULL,
	"quotes_dropped" integer DEFAULT 0 NOT NULL,
	"outcome" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"recording_file_id" uuid,
	"status" text DEFAULT 'queued' NOT NULL,
	"failure_reason" text,
	"is_current" boolean DEFAULT true NOT NULL,
	"provider" text NOT NULL,
	"chat_model" text,
	"transcribe_model" text,
	"rubric_version" text NOT NULL,
	"rubric" jsonb NOT NULL,
	"human_review_only" boolean DEFAULT false NOT NULL,
	"result" jsonb,
	"overall_score" integer,
	"summary" text,
	"candidate_summary" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"enterprise_id" uuid,
	"candidate_user_id" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"response" text,
	"responded_by_user_id" text,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcript_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"recording_file_id" uuid,
	"question_index" integer NOT NULL,
	"text" text NOT NULL,
	"words" jsonb NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_postings" ADD COLUMN "share_ai_feedback_with_candidates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_questions" ADD COLUMN "rubric" jsonb;--> statement-breakpoint
ALTER TABLE "interview_templates" ADD COLUMN "rubric_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "human_review_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "answer_transcripts" ADD CONSTRAINT "answer_transcripts_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_transcripts" ADD CONSTRAINT "answer_transcripts_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_overrides" ADD CONSTRAINT "evaluation_overrides_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_overrides" ADD CONSTRAINT "evaluation_overrides_by_user_id_user_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_runs" ADD CONSTRAINT "evaluation_runs_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_runs" ADD CONSTRAINT "evaluation_runs_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_recording_file_id_files_id_fk" FOREIGN KEY ("recording_file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_candidate_user_id_user_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_responded_by_user_id_user_id_fk" FOREIGN KEY ("responded_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_corrections" ADD CONSTRAINT "transcript_corrections_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_corrections" ADD CONSTRAINT "transcript_corrections_recording_file_id_files_id_fk" FOREIGN KEY ("recording_file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_corrections" ADD CONSTRAINT "transcript_corrections_created_by_user_id_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_transcripts_answer_uq" ON "answer_transcripts" USING btree ("evaluation_id","question_index");--> statement-breakpoint
CREATE INDEX "evaluation_overrides_evaluation_idx" ON "evaluation_overrides" USING btree ("evaluation_id","created_at");--> statement-breakpoint
CREATE INDEX "evaluation_runs_evaluation_idx" ON "evaluation_runs" USING btree ("evaluation_id","created_at");--> statement-breakpoint
CREATE INDEX "evaluations_interview_idx" ON "evaluations" USING btree ("interview_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_current_uq" ON "evaluations" USING btree ("interview_id") WHERE "evaluations"."is_current";--> statement-breakpoint
CREATE INDEX "evaluations_status_idx" ON "evaluations" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "review_requests_enterprise_idx" ON "review_requests" USING btree ("enterprise_id","status","created_at");--> statement-breakpoint
CREATE INDEX "review_requests_interview_idx" ON "review_requests" USING btree ("interview_id");--> statement-breakpoint
CREATE INDEX "transcript_corrections_answer_idx" ON "transcript_corrections" USING btree ("interview_id","question_index","created_at");