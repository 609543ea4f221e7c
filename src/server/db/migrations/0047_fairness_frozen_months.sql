CREATE TABLE "fairness_frozen_through" (
	"enterprise_id" uuid PRIMARY KEY NOT NULL,
	"month" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fairness_posting_months" (
	"posting_id" uuid NOT NULL,
	"enterprise_id" uuid NOT NULL,
	"month" text NOT NULL,
	"decisions" integer NOT NULL,
	"tallies" jsonb NOT NULL,
	"frozen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fairness_posting_months_posting_id_month_pk" PRIMARY KEY("posting_id","month")
);
--> statement-breakpoint
ALTER TABLE "fairness_frozen_through" ADD CONSTRAINT "fairness_frozen_through_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairness_posting_months" ADD CONSTRAINT "fairness_posting_months_posting_id_job_postings_id_fk" FOREIGN KEY ("posting_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fairness_posting_months" ADD CONSTRAINT "fairness_posting_months_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fairness_posting_months_enterprise_idx" ON "fairness_posting_months" USING btree ("enterprise_id","month");