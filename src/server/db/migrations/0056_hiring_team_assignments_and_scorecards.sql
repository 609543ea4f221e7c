CREATE TABLE "application_assignments" (
	"application_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_assignments_application_id_member_id_pk" PRIMARY KEY("application_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "posting_assignments" (
	"posting_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posting_assignments_posting_id_member_id_pk" PRIMARY KEY("posting_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "scorecard_versions" (
	"scorecard_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"ratings" jsonb NOT NULL,
	"recommendation" text NOT NULL,
	"member_name" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scorecard_versions_scorecard_id_version_pk" PRIMARY KEY("scorecard_id","version")
);
--> statement-breakpoint
CREATE TABLE "scorecards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"interview_id" uuid NOT NULL,
	"member_id" uuid,
	"member_name" text NOT NULL,
	"rubric_version" text NOT NULL,
	"rubric" jsonb NOT NULL,
	"ratings" jsonb NOT NULL,
	"recommendation" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "scorecards_hide_ai_scores" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "company_members" ADD COLUMN "notification_preferences" jsonb;--> statement-breakpoint
ALTER TABLE "application_assignments" ADD CONSTRAINT "application_assignments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_assignments" ADD CONSTRAINT "application_assignments_member_id_company_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_assignments" ADD CONSTRAINT "application_assignments_assigned_by_company_members_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."company_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_assignments" ADD CONSTRAINT "posting_assignments_posting_id_job_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_assignments" ADD CONSTRAINT "posting_assignments_member_id_company_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posting_assignments" ADD CONSTRAINT "posting_assignments_assigned_by_company_members_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."company_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecard_versions" ADD CONSTRAINT "scorecard_versions_scorecard_id_scorecards_id_fk" FOREIGN KEY ("scorecard_id") REFERENCES "public"."scorecards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorecards" ADD CONSTRAINT "scorecards_member_id_company_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."company_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_assignments_member_idx" ON "application_assignments" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "posting_assignments_member_idx" ON "posting_assignments" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scorecards_application_member_uq" ON "scorecards" USING btree ("application_id","member_id");--> statement-breakpoint
CREATE INDEX "scorecards_interview_idx" ON "scorecards" USING btree ("interview_id");--> statement-breakpoint
CREATE INDEX "scorecards_rubric_idx" ON "scorecards" USING btree ("rubric_version","status");