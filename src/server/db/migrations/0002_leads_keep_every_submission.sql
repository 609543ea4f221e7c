DROP INDEX "business_waitlist_email_uq";--> statement-breakpoint
DROP INDEX "early_access_email_uq";--> statement-breakpoint
DROP INDEX "resume_only_email_uq";--> statement-breakpoint
CREATE INDEX "business_waitlist_email_idx" ON "business_waitlist" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "early_access_email_idx" ON "early_access_business_leads" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "resume_only_email_idx" ON "resume_only_candidates" USING btree (lower("email"));