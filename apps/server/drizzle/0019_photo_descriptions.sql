ALTER TABLE "marketplace_listing_photos" ADD COLUMN "alt" text;--> statement-breakpoint
ALTER TABLE "neighbour_reports" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "image_alt" text;