ALTER TABLE "recording_sessions" ADD COLUMN "manifest" jsonb;--> statement-breakpoint
ALTER TABLE "recording_sessions" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recording_sessions" ADD COLUMN "processing" text;--> statement-breakpoint
ALTER TABLE "recording_sessions" ADD COLUMN "processing_error" text;