CREATE TABLE "auth_secret_fingerprint" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"fingerprint" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_secret_fingerprint_one_row" CHECK ("auth_secret_fingerprint"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "interview_follow_ups" ADD COLUMN "speech_state" text;--> statement-breakpoint
ALTER TABLE "interview_follow_ups" ADD COLUMN "speech_claimed_at" timestamp with time zone;