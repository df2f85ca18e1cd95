CREATE TABLE "game_scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"score" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"age_group" text DEFAULT 'tous' NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"play_count" integer DEFAULT 0 NOT NULL,
	"game_type" text NOT NULL,
	"thumbnail_url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_age_group_check" CHECK ("games"."age_group" in ('tous', 'enfants', 'adultes')),
	CONSTRAINT "games_play_count_non_negative" CHECK ("games"."play_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "provider_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "assistant_faq" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"path" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_faq_question_unique" UNIQUE("question")
);
--> statement-breakpoint
ALTER TABLE "game_scores" ADD CONSTRAINT "game_scores_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_scores" ADD CONSTRAINT "game_scores_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beach_flags" ADD CONSTRAINT "beach_flags_set_by_user_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beach_water_notices" ADD CONSTRAINT "beach_water_notices_author_user_id_fk" FOREIGN KEY ("author") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_scores_game_created_idx" ON "game_scores" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "game_scores_game_user_idx" ON "game_scores" USING btree ("game_id","user_id","score");--> statement-breakpoint
CREATE UNIQUE INDEX "games_slug_idx" ON "games" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "beach_water_notices_beach_idx" ON "beach_water_notices" USING btree ("beach_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assistant_faq_search_idx" ON "assistant_faq" USING gin (to_tsvector('public.french_unaccent'::regconfig, "question" || ' ' || "keywords" || ' ' || "answer"));