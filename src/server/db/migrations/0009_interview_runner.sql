CREATE TABLE "recording_question_marks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"question_index" integer NOT NULL,
	"segment_index" integer NOT NULL,
	"offset_seconds" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "extra_time_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recording_question_marks" ADD CONSTRAINT "recording_question_marks_session_id_recording_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."recording_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recording_question_marks_session_question_uq" ON "recording_question_marks" USING btree ("session_id","question_index");