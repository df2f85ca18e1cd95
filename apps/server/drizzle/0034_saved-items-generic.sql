ALTER TABLE "saved_items" DROP CONSTRAINT "saved_items_one_target";--> statement-breakpoint
ALTER TABLE "saved_items" DROP CONSTRAINT "saved_items_post_id_posts_id_fk";
--> statement-breakpoint
ALTER TABLE "saved_items" DROP CONSTRAINT "saved_items_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "saved_items" DROP CONSTRAINT "saved_items_listing_id_marketplace_listings_id_fk";
--> statement-breakpoint
ALTER TABLE "saved_items" DROP CONSTRAINT "saved_items_business_page_id_business_pages_id_fk";
--> statement-breakpoint
ALTER TABLE "saved_items" DROP CONSTRAINT "saved_items_lost_found_id_lost_found_objects_id_fk";
--> statement-breakpoint
DROP INDEX "saved_items_user_post_idx";--> statement-breakpoint
DROP INDEX "saved_items_user_event_idx";--> statement-breakpoint
DROP INDEX "saved_items_user_listing_idx";--> statement-breakpoint
DROP INDEX "saved_items_user_business_page_idx";--> statement-breakpoint
DROP INDEX "saved_items_user_lost_found_idx";--> statement-breakpoint
DROP INDEX "saved_items_post_idx";--> statement-breakpoint
DROP INDEX "saved_items_event_idx";--> statement-breakpoint
DROP INDEX "saved_items_listing_idx";--> statement-breakpoint
DROP INDEX "saved_items_business_page_idx";--> statement-breakpoint
ALTER TABLE "saved_items" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_items" ALTER COLUMN "target_id" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_items_user_kind_target_idx" ON "saved_items" USING btree ("user_id","kind","target_id");--> statement-breakpoint
CREATE INDEX "saved_items_kind_target_idx" ON "saved_items" USING btree ("kind","target_id");--> statement-breakpoint
ALTER TABLE "saved_items" DROP COLUMN "post_id";--> statement-breakpoint
ALTER TABLE "saved_items" DROP COLUMN "event_id";--> statement-breakpoint
ALTER TABLE "saved_items" DROP COLUMN "listing_id";--> statement-breakpoint
ALTER TABLE "saved_items" DROP COLUMN "business_page_id";--> statement-breakpoint
ALTER TABLE "saved_items" DROP COLUMN "lost_found_id";