CREATE TABLE "interview_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "interview_share_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "interview_share_links" ADD CONSTRAINT "interview_share_links_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_share_links" ADD CONSTRAINT "interview_share_links_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_share_links_interview_idx" ON "interview_share_links" USING btree ("interview_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_share_links_one_live_uq" ON "interview_share_links" USING btree ("interview_id") WHERE "interview_share_links"."revoked_at" is null;