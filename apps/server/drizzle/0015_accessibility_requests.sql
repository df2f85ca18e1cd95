ALTER TABLE "moderation_requests" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_requests" ADD COLUMN "category" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "moderation_requests" ADD COLUMN "page" text;--> statement-breakpoint
ALTER TABLE "moderation_requests" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "moderation_requests" ADD CONSTRAINT "moderation_requests_reachable" CHECK ("moderation_requests"."user_id" is not null or "moderation_requests"."contact_email" is not null);