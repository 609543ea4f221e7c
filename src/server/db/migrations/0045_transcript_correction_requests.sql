CREATE TABLE "transcript_correction_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"recording_file_id" uuid,
	"question_index" integer NOT NULL,
	"enterprise_id" uuid,
	"candidate_user_id" text NOT NULL,
	"text" text NOT NULL,
	"words" jsonb NOT NULL,
	"original_text" text NOT NULL,
	"changed_words" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"decided_by_user_id" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transcript_correction_requests" ADD CONSTRAINT "transcript_correction_requests_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_correction_requests" ADD CONSTRAINT "transcript_correction_requests_recording_file_id_files_id_fk" FOREIGN KEY ("recording_file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_correction_requests" ADD CONSTRAINT "transcript_correction_requests_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_correction_requests" ADD CONSTRAINT "transcript_correction_requests_candidate_user_id_user_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_correction_requests" ADD CONSTRAINT "transcript_correction_requests_decided_by_user_id_user_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transcript_correction_requests_enterprise_idx" ON "transcript_correction_requests" USING btree ("enterprise_id","status","created_at");--> statement-breakpoint
CREATE INDEX "transcript_correction_requests_answer_idx" ON "transcript_correction_requests" USING btree ("interview_id","question_index","created_at");