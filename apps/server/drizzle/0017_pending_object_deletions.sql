CREATE TABLE "pending_object_deletions" (
	"name" text PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pending_object_deletions_next_attempt_at_idx" ON "pending_object_deletions" USING btree ("next_attempt_at");