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
ALTER TABLE "user" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "dating_verified_at" timestamp with time zone;--> statement-breakpoint
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
CREATE INDEX "saved_items_business_page_idx" ON "saved_items" USING btree ("business_page_id") WHERE "saved_items"."business_page_id" is not null;