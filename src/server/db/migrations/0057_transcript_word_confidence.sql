ALTER TABLE "answer_transcripts" ADD COLUMN "heard_words" jsonb;--> statement-breakpoint
ALTER TABLE "answer_transcripts" ADD COLUMN "confidence_threshold" double precision;--> statement-breakpoint
ALTER TABLE "answer_transcripts" ADD COLUMN "confident_share" double precision;--> statement-breakpoint
ALTER TABLE "answer_transcripts" ADD COLUMN "withheld" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluation_runs" ADD COLUMN "confidence_threshold" double precision;