CREATE TABLE "lost_found_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"object_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lost_found_claims_status" CHECK ("lost_found_claims"."status" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "lost_found_objects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"found_place" text NOT NULL,
	"found_on" date NOT NULL,
	"image_upload_id" uuid,
	"image_url" text,
	"posted_by" text,
	"returned_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_items" DROP CONSTRAINT "saved_items_one_target";--> statement-breakpoint
ALTER TABLE "saved_items" ADD COLUMN "lost_found_id" uuid;--> statement-breakpoint
ALTER TABLE "lost_found_claims" ADD CONSTRAINT "lost_found_claims_object_id_lost_found_objects_id_fk" FOREIGN KEY ("object_id") REFERENCES "public"."lost_found_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_found_claims" ADD CONSTRAINT "lost_found_claims_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_found_objects" ADD CONSTRAINT "lost_found_objects_image_upload_id_uploads_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lost_found_objects" ADD CONSTRAINT "lost_found_objects_posted_by_user_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lost_found_claims_object_user_idx" ON "lost_found_claims" USING btree ("object_id","user_id");--> statement-breakpoint
CREATE INDEX "lost_found_claims_user_idx" ON "lost_found_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lost_found_objects_list_idx" ON "lost_found_objects" USING btree ("returned_at","found_on" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_lost_found_id_lost_found_objects_id_fk" FOREIGN KEY ("lost_found_id") REFERENCES "public"."lost_found_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_items_user_lost_found_idx" ON "saved_items" USING btree ("user_id","lost_found_id") WHERE "saved_items"."lost_found_id" is not null;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_one_target" CHECK (num_nonnulls("saved_items"."post_id", "saved_items"."event_id", "saved_items"."listing_id", "saved_items"."business_page_id", "saved_items"."lost_found_id") = 1);