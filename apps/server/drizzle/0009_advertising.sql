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
ALTER TABLE "business_pages" ADD COLUMN "views_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_requests" ADD CONSTRAINT "ad_requests_page_id_business_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."business_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_requests" ADD CONSTRAINT "ad_requests_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_requests" ADD CONSTRAINT "ad_requests_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_requests" ADD CONSTRAINT "ad_requests_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_updated_by_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_requests_status_created_idx" ON "ad_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "ad_requests_page_created_idx" ON "ad_requests" USING btree ("page_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ad_requests_requested_by_idx" ON "ad_requests" USING btree ("requested_by");--> statement-breakpoint
CREATE INDEX "sponsors_position_idx" ON "sponsors" USING btree ("position","name");