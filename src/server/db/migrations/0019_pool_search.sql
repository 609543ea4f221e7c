ALTER TABLE "candidates" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "search_name" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "search_location" text;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "skill_keys" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "pool_eligible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN "has_completed_interview" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "candidates_search_vector_idx" ON "candidates" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "candidates_skill_keys_idx" ON "candidates" USING gin ("skill_keys");--> statement-breakpoint
CREATE INDEX "candidates_search_name_trgm_idx" ON "candidates" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_title_trgm_idx" ON "candidates" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_search_location_trgm_idx" ON "candidates" USING gin ("search_location" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "candidates_newest_idx" ON "candidates" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "candidates_interviewed_newest_idx" ON "candidates" USING btree ("created_at","id") WHERE "candidates"."pool_eligible" and "candidates"."has_completed_interview";--> statement-breakpoint
CREATE INDEX "candidates_experience_newest_idx" ON "candidates" USING btree ("experience_years","created_at","id");