CREATE TABLE "resume_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_claims" ADD CONSTRAINT "resume_claims_submission_id_resume_only_candidates_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."resume_only_candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resume_claims_token_hash_uq" ON "resume_claims" USING btree ("token_hash");