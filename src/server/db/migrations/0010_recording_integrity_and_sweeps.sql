ALTER TABLE "files" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "recording_sessions" ADD COLUMN "requeued_at" timestamp with time zone;