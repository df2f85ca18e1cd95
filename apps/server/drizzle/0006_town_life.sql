CREATE TABLE "calendar_feeds" (
	"user_id" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "event_participants" (
	"event_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_participants_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"category" text NOT NULL,
	"image_upload_id" uuid,
	"image_url" text,
	"capacity" integer,
	"attendees_count" integer DEFAULT 0 NOT NULL,
	"for_meeting_people" boolean DEFAULT false NOT NULL,
	"organizer_id" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_capacity_positive" CHECK ("events"."capacity" is null or "events"."capacity" > 0),
	CONSTRAINT "events_attendees_within_capacity" CHECK ("events"."attendees_count" >= 0 and ("events"."capacity" is null or "events"."attendees_count" <= "events"."capacity"))
);
--> statement-breakpoint
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
CREATE TABLE "marketplace_listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"price_period" text DEFAULT 'unique' NOT NULL,
	"category" text NOT NULL,
	"real_estate_type" text,
	"condition" text NOT NULL,
	"location" text NOT NULL,
	"surface_m2" integer,
	"rooms" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"buyer_id" text,
	"sold_at" timestamp with time zone,
	"views_count" integer DEFAULT 0 NOT NULL,
	"messages_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_listings_price_non_negative" CHECK ("marketplace_listings"."price_cents" >= 0),
	CONSTRAINT "marketplace_listings_real_estate_sizes" CHECK (("marketplace_listings"."surface_m2" is null or "marketplace_listings"."surface_m2" > 0) and ("marketplace_listings"."rooms" is null or "marketplace_listings"."rooms" > 0)),
	CONSTRAINT "marketplace_listings_counts_non_negative" CHECK ("marketplace_listings"."views_count" >= 0 and "marketplace_listings"."messages_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "friend_requests" (
	"sender_id" text NOT NULL,
	"recipient_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friend_requests_sender_id_recipient_id_pk" PRIMARY KEY("sender_id","recipient_id"),
	CONSTRAINT "friend_requests_not_self" CHECK ("friend_requests"."sender_id" <> "friend_requests"."recipient_id")
);
--> statement-breakpoint
CREATE TABLE "friendships" (
	"user_low" text NOT NULL,
	"user_high" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "friendships_user_low_user_high_pk" PRIMARY KEY("user_low","user_high"),
	CONSTRAINT "friendships_ordered_pair" CHECK ("friendships"."user_low" < "friendships"."user_high")
);
--> statement-breakpoint
CREATE TABLE "dating_hidden_profiles" (
	"user_id" text NOT NULL,
	"hidden_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dating_hidden_profiles_user_id_hidden_user_id_pk" PRIMARY KEY("user_id","hidden_user_id")
);
--> statement-breakpoint
CREATE TABLE "dating_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"type" text NOT NULL,
	"romantic" boolean DEFAULT false NOT NULL,
	"neighbourhood" text,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dating_profiles_position_pair" CHECK (("dating_profiles"."latitude" is null) = ("dating_profiles"."longitude" is null))
);
--> statement-breakpoint
CREATE TABLE "saved_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"post_id" uuid,
	"event_id" uuid,
	"listing_id" uuid,
	"business_page_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_items_one_target" CHECK (num_nonnulls("saved_items"."post_id", "saved_items"."event_id", "saved_items"."listing_id", "saved_items"."business_page_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "ad_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"requested_by" text NOT NULL,
	"kind" text NOT NULL,
	"objective" text,
	"daily_budget_cents" integer,
	"duration_days" integer,
	"geo_target" text,
	"boost_offer" text,
	"post_id" uuid,
	"auto_boost" boolean DEFAULT false NOT NULL,
	"badge" text,
	"message" text,
	"total_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_requests_kind_fields" CHECK (("ad_requests"."kind" = 'campaign' and "ad_requests"."objective" is not null and "ad_requests"."daily_budget_cents" >= 200 and "ad_requests"."duration_days" >= 1 and "ad_requests"."geo_target" is not null)
        or ("ad_requests"."kind" = 'boost' and "ad_requests"."boost_offer" is not null)
        or ("ad_requests"."kind" = 'badge' and "ad_requests"."badge" is not null))
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_url" text,
	"website_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "dating_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_pages" ADD COLUMN "views_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_image_upload_id_uploads_id_fk" FOREIGN KEY ("image_upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organizer_id_user_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_contacts" ADD CONSTRAINT "marketplace_contacts_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_contacts" ADD CONSTRAINT "marketplace_contacts_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listing_photos" ADD CONSTRAINT "marketplace_listing_photos_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listing_photos" ADD CONSTRAINT "marketplace_listing_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listing_views" ADD CONSTRAINT "marketplace_listing_views_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listing_views" ADD CONSTRAINT "marketplace_listing_views_viewer_id_user_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_seller_id_user_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friend_requests" ADD CONSTRAINT "friend_requests_recipient_id_user_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_user_low_user_id_fk" FOREIGN KEY ("user_low") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_user_high_user_id_fk" FOREIGN KEY ("user_high") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dating_hidden_profiles" ADD CONSTRAINT "dating_hidden_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dating_hidden_profiles" ADD CONSTRAINT "dating_hidden_profiles_hidden_user_id_user_id_fk" FOREIGN KEY ("hidden_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dating_profiles" ADD CONSTRAINT "dating_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_listing_id_marketplace_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."marketplace_listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_items" ADD CONSTRAINT "saved_items_business_page_id_business_pages_id_fk" FOREIGN KEY ("business_page_id") REFERENCES "public"."business_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_requests" ADD CONSTRAINT "ad_requests_page_id_business_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."business_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_requests" ADD CONSTRAINT "ad_requests_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_requests" ADD CONSTRAINT "ad_requests_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_requests" ADD CONSTRAINT "ad_requests_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_participants_user_idx" ON "event_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_starts_at_id_idx" ON "events" USING btree ("starts_at","id");--> statement-breakpoint
CREATE INDEX "events_organizer_idx" ON "events" USING btree ("organizer_id","starts_at");--> statement-breakpoint
CREATE INDEX "marketplace_contacts_buyer_idx" ON "marketplace_contacts" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "marketplace_listing_views_viewer_idx" ON "marketplace_listing_views" USING btree ("viewer_id");--> statement-breakpoint
CREATE INDEX "marketplace_listings_created_at_id_idx" ON "marketplace_listings" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "marketplace_listings_seller_idx" ON "marketplace_listings" USING btree ("seller_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "marketplace_listings_buyer_idx" ON "marketplace_listings" USING btree ("buyer_id") WHERE "marketplace_listings"."buyer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "friend_requests_pair_idx" ON "friend_requests" USING btree (least("sender_id", "recipient_id"),greatest("sender_id", "recipient_id"));--> statement-breakpoint
CREATE INDEX "friend_requests_recipient_idx" ON "friend_requests" USING btree ("recipient_id","created_at");--> statement-breakpoint
CREATE INDEX "friendships_user_high_idx" ON "friendships" USING btree ("user_high","user_low");--> statement-breakpoint
CREATE INDEX "dating_hidden_profiles_hidden_idx" ON "dating_hidden_profiles" USING btree ("hidden_user_id");--> statement-breakpoint
CREATE INDEX "dating_profiles_type_idx" ON "dating_profiles" USING btree ("type","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_items_user_post_idx" ON "saved_items" USING btree ("user_id","post_id") WHERE "saved_items"."post_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_items_user_event_idx" ON "saved_items" USING btree ("user_id","event_id") WHERE "saved_items"."event_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_items_user_listing_idx" ON "saved_items" USING btree ("user_id","listing_id") WHERE "saved_items"."listing_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_items_user_business_page_idx" ON "saved_items" USING btree ("user_id","business_page_id") WHERE "saved_items"."business_page_id" is not null;--> statement-breakpoint
CREATE INDEX "saved_items_user_created_at_idx" ON "saved_items" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_items_post_idx" ON "saved_items" USING btree ("post_id") WHERE "saved_items"."post_id" is not null;--> statement-breakpoint
CREATE INDEX "saved_items_event_idx" ON "saved_items" USING btree ("event_id") WHERE "saved_items"."event_id" is not null;--> statement-breakpoint
CREATE INDEX "saved_items_listing_idx" ON "saved_items" USING btree ("listing_id") WHERE "saved_items"."listing_id" is not null;--> statement-breakpoint
CREATE INDEX "saved_items_business_page_idx" ON "saved_items" USING btree ("business_page_id") WHERE "saved_items"."business_page_id" is not null;--> statement-breakpoint
CREATE INDEX "ad_requests_status_created_idx" ON "ad_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "ad_requests_page_created_idx" ON "ad_requests" USING btree ("page_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ad_requests_requested_by_idx" ON "ad_requests" USING btree ("requested_by");--> statement-breakpoint
CREATE INDEX "sponsors_position_idx" ON "sponsors" USING btree ("position","name");