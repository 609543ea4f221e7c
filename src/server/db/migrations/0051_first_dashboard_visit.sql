ALTER TABLE "profiles" ADD COLUMN "first_dashboard_visit_at" timestamp with time zone;--> statement-breakpoint
-- Accounts from before: their first visit was long ago, so every session now greets them as returning.
UPDATE "profiles" SET "first_dashboard_visit_at" = "created_at" WHERE "user_type" = 'candidate';
