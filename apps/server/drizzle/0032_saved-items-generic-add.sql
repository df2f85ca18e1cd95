ALTER TABLE "saved_items" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "saved_items" ADD COLUMN "target_id" uuid;