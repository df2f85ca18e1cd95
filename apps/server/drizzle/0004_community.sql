CREATE TABLE "group_join_requests" (
	"group_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_join_requests_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text,
	"is_private" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"members_count" integer DEFAULT 0 NOT NULL,
	"avatar_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_members_count_non_negative" CHECK ("groups"."members_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "business_page_follows" (
	"page_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_page_follows_page_id_user_id_pk" PRIMARY KEY("page_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "business_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category" text,
	"contact_email" text,
	"contact_phone" text,
	"website_url" text,
	"address" text,
	"cover_url" text,
	"created_by" text NOT NULL,
	"followers_count" integer DEFAULT 0 NOT NULL,
	"rating" numeric(2, 1),
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_pages_followers_non_negative" CHECK ("business_pages"."followers_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "businesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_name" text NOT NULL,
	"owner_name" text,
	"category" text NOT NULL,
	"description" text,
	"phone" text,
	"email" text,
	"address" text,
	"website_url" text,
	"opening_hours" text,
	"logo_url" text,
	"siret" text,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_sponsored" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"rating" numeric(2, 1),
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"business_id" uuid,
	"business_page_id" uuid,
	"user_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"content" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_one_target" CHECK (("reviews"."business_id" is null) <> ("reviews"."business_page_id" is null)),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "association_managers" (
	"association_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "association_managers_association_id_user_id_pk" PRIMARY KEY("association_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "associations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"address" text,
	"phone" text,
	"email" text,
	"website_url" text,
	"donation_url" text,
	"activities" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "municipal_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text,
	"phone" text,
	"email" text,
	"address" text,
	"opening_hours" text,
	"website_url" text,
	"is_emergency" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "business_page_id" uuid;--> statement-breakpoint
ALTER TABLE "group_join_requests" ADD CONSTRAINT "group_join_requests_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_join_requests" ADD CONSTRAINT "group_join_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_page_follows" ADD CONSTRAINT "business_page_follows_page_id_business_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."business_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_page_follows" ADD CONSTRAINT "business_page_follows_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_pages" ADD CONSTRAINT "business_pages_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_business_page_id_business_pages_id_fk" FOREIGN KEY ("business_page_id") REFERENCES "public"."business_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "association_managers" ADD CONSTRAINT "association_managers_association_id_associations_id_fk" FOREIGN KEY ("association_id") REFERENCES "public"."associations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "association_managers" ADD CONSTRAINT "association_managers_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_members_user_id_idx" ON "group_members" USING btree ("user_id","created_at" DESC NULLS FIRST,"group_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "group_members_group_created_idx" ON "group_members" USING btree ("group_id","created_at","user_id");--> statement-breakpoint
CREATE INDEX "groups_created_at_id_idx" ON "groups" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "groups_search_idx" ON "groups" USING gin (to_tsvector('public.french_unaccent'::regconfig, "name" || ' ' || coalesce("description", '')));--> statement-breakpoint
CREATE INDEX "business_page_follows_user_idx" ON "business_page_follows" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "business_pages_created_at_id_idx" ON "business_pages" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "business_pages_created_by_idx" ON "business_pages" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "business_pages_search_idx" ON "business_pages" USING gin (to_tsvector('public.french_unaccent'::regconfig, "name" || ' ' || coalesce("category", '') || ' ' || coalesce("description", '')));--> statement-breakpoint
CREATE INDEX "businesses_rank_idx" ON "businesses" USING btree ("is_sponsored" DESC NULLS LAST,"is_verified" DESC NULLS LAST,"is_featured" DESC NULLS LAST,coalesce("rating", 0) desc,"id");--> statement-breakpoint
CREATE INDEX "businesses_category_rank_idx" ON "businesses" USING btree ("category","is_sponsored" DESC NULLS LAST,"is_verified" DESC NULLS LAST,"is_featured" DESC NULLS LAST,coalesce("rating", 0) desc,"id");--> statement-breakpoint
CREATE INDEX "businesses_directory_idx" ON "businesses" USING btree ("is_featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "businesses_category_directory_idx" ON "businesses" USING btree ("category","is_featured" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "businesses_created_by_idx" ON "businesses" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "businesses_search_idx" ON "businesses" USING gin (to_tsvector('public.french_unaccent'::regconfig, "business_name" || ' ' || "category" || ' ' || coalesce("description", '')));--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_business_user_idx" ON "reviews" USING btree ("business_id","user_id") WHERE "reviews"."business_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_business_page_user_idx" ON "reviews" USING btree ("business_page_id","user_id") WHERE "reviews"."business_page_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_business_created_idx" ON "reviews" USING btree ("business_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_business_page_created_idx" ON "reviews" USING btree ("business_page_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "association_managers_user_idx" ON "association_managers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "associations_name_idx" ON "associations" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "associations_search_idx" ON "associations" USING gin (to_tsvector('public.french_unaccent'::regconfig, "name" || ' ' || "category" || ' ' || "description"));--> statement-breakpoint
CREATE INDEX "municipal_services_order_idx" ON "municipal_services" USING btree ("category","name","id");--> statement-breakpoint
CREATE INDEX "municipal_services_search_idx" ON "municipal_services" USING gin (to_tsvector('public.french_unaccent'::regconfig, "name" || ' ' || "category" || ' ' || coalesce("description", '')));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_business_page_id_business_pages_id_fk" FOREIGN KEY ("business_page_id") REFERENCES "public"."business_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_group_created_at_idx" ON "posts" USING btree ("group_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "posts_business_page_created_at_idx" ON "posts" USING btree ("business_page_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."business_page_id" is not null;--> statement-breakpoint
CREATE INDEX "posts_business_page_photos_idx" ON "posts" USING btree ("business_page_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "posts"."business_page_id" is not null and "posts"."image_url" is not null;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_one_place" CHECK ("posts"."group_id" is null or "posts"."business_page_id" is null);