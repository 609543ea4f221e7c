CREATE TABLE "answer_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"interview_id" uuid NOT NULL,
	"segment_index" integer NOT NULL,
	"question_index" integer,
	"start_seconds" real NOT NULL,
	"end_seconds" real NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"model" text,
	"rough" boolean DEFAULT false NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"parent_index" integer NOT NULL,
	"base_number" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"checks_failed" text[] DEFAULT '{}' NOT NULL,
	"text" text,
	"criterion_key" text,
	"anchor_quote" text,
	"slot_index" integer,
	"time_limit_seconds" integer NOT NULL,
	"transcript_seconds" real,
	"tail_included" boolean DEFAULT false NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"asked_at" timestamp with time zone,
	"latency_ms" integer
);
--> statement-breakpoint
CREATE TABLE "interviewer_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"session_id" uuid,
	"follow_up_id" uuid,
	"step" text NOT NULL,
	"question_index" integer,
	"provider" text NOT NULL,
	"model" text,
	"prompt_hash" text,
	"input_hash" text,
	"prompt_tokens" integer,
	"completion_tokens" integer,
	"cost_usd" double precision,
	"latency_ms" integer NOT NULL,
	"outcome" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interview_templates" ADD COLUMN "follow_ups_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "interview_templates" ADD COLUMN "follow_up_seconds" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "follow_up_seconds" integer;--> statement-breakpoint
ALTER TABLE "recording_segments" ADD COLUMN "joined_start_seconds" real;--> statement-breakpoint
ALTER TABLE "recording_segments" ADD COLUMN "cluster_scan" jsonb;--> statement-breakpoint
ALTER TABLE "recording_segments" ADD COLUMN "scanned_seq" integer DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "recording_segments" ADD COLUMN "clusters" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "recording_segments" ADD COLUMN "windowed_until_seconds" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recording_segments" ADD COLUMN "windowing_claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "answer_windows" ADD CONSTRAINT "answer_windows_session_id_recording_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."recording_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_windows" ADD CONSTRAINT "answer_windows_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_follow_ups" ADD CONSTRAINT "interview_follow_ups_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_follow_ups" ADD CONSTRAINT "interview_follow_ups_session_id_recording_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."recording_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviewer_calls" ADD CONSTRAINT "interviewer_calls_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_windows_start_uq" ON "answer_windows" USING btree ("session_id","segment_index","start_seconds");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_follow_ups_parent_uq" ON "interview_follow_ups" USING btree ("session_id","parent_index");--> statement-breakpoint
CREATE INDEX "interviewer_calls_interview_idx" ON "interviewer_calls" USING btree ("interview_id","created_at");