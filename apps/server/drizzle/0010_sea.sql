CREATE TABLE "beach_flags" (
	"beach_id" text PRIMARY KEY NOT NULL,
	"colour" text NOT NULL,
	"note" text,
	"set_by" text,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beach_flags_colour_check" CHECK ("beach_flags"."colour" in ('green', 'yellow', 'red'))
);
--> statement-breakpoint
CREATE TABLE "beach_water_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"beach_id" text NOT NULL,
	"level" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"author" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "beach_water_notices_level_check" CHECK ("beach_water_notices"."level" in ('excellent', 'good', 'sufficient', 'poor', 'not_advised', 'pollution'))
);
--> statement-breakpoint
ALTER TABLE "beach_flags" ADD CONSTRAINT "beach_flags_set_by_user_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beach_water_notices" ADD CONSTRAINT "beach_water_notices_author_user_id_fk" FOREIGN KEY ("author") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beach_water_notices_beach_idx" ON "beach_water_notices" USING btree ("beach_id","published_at" DESC NULLS LAST);