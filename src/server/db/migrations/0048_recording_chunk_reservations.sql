CREATE TABLE "recording_chunk_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" text NOT NULL,
	"session_id" uuid NOT NULL,
	"bytes" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recording_chunk_reservations" ADD CONSTRAINT "recording_chunk_reservations_session_id_recording_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."recording_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recording_chunk_reservations_profile_idx" ON "recording_chunk_reservations" USING btree ("profile_id","expires_at");--> statement-breakpoint
CREATE INDEX "recording_chunk_reservations_expires_idx" ON "recording_chunk_reservations" USING btree ("expires_at");