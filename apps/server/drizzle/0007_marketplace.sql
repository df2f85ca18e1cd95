CREATE TABLE "marketplace_contacts" (
	"listing_id" uuid NOT NULL,
	"buyer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_contacts_listing_id_buyer_id_pk" PRIMARY KEY("listing_id","buyer_id")
);
--> statement-breakpoint
CREATE TABLE "marketplace_listing_photos" (
	"listing_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "marketplace_listing_photos_listing_id_position_pk" PRIMARY KEY("listing_id","position"),
	CONSTRAINT "marketplace_listing_photos_upload_unique" UNIQUE("upload_id"),
	CONSTRAINT "marketplace_listing_photos_position" CHECK ("marketplace_listing_photos"."position" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "marketplace_listing_views" (
	"listing_id" uuid NOT NULL,
	"viewer_id" text NOT NULL,
	CONSTRAINT "marketplace_listing_views_listing_id_viewer_id_pk" PRIMARY KEY("listing_id","viewer_id")
);
--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "surface_m2" integer;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD COLUMN "rooms" integer;--> statement-breakpoint
ALTER TABLE "marketplace_contacts" ADD CONSTRAINT "marketplace_contacts_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_contacts" ADD CONSTRAINT "marketplace_contacts_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listing_photos" ADD CONSTRAINT "marketplace_listing_photos_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listing_photos" ADD CONSTRAINT "marketplace_listing_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listing_views" ADD CONSTRAINT "marketplace_listing_views_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listing_views" ADD CONSTRAINT "marketplace_listing_views_viewer_id_user_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_contacts_buyer_idx" ON "marketplace_contacts" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "marketplace_listing_views_viewer_idx" ON "marketplace_listing_views" USING btree ("viewer_id");--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_real_estate_sizes" CHECK (("marketplace_listings"."surface_m2" is null or "marketplace_listings"."surface_m2" > 0) and ("marketplace_listings"."rooms" is null or "marketplace_listings"."rooms" > 0));