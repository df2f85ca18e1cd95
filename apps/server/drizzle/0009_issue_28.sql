CREATE TABLE "dating_birth_date_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"message" text NOT NULL,
	"birth_date" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_plays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"seed" integer NOT NULL,
	"guesses" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scored_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "referendum_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"proposed_by" text,
	"title" text NOT NULL,
	"question" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"anonymous" boolean DEFAULT true NOT NULL,
	"allow_comments" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"referendum_id" uuid,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "business_page_id" uuid;--> statement-breakpoint
ALTER TABLE "neighbour_reports" ADD COLUMN "anonymous" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "dating_birth_date_corrections" ADD CONSTRAINT "dating_birth_date_corrections_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dating_birth_date_corrections" ADD CONSTRAINT "dating_birth_date_corrections_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referendum_proposals" ADD CONSTRAINT "referendum_proposals_proposed_by_user_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referendum_proposals" ADD CONSTRAINT "referendum_proposals_referendum_id_referendums_id_fk" FOREIGN KEY ("referendum_id") REFERENCES "public"."referendums"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referendum_proposals" ADD CONSTRAINT "referendum_proposals_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dating_birth_date_corrections_one_pending" ON "dating_birth_date_corrections" USING btree ("user_id") WHERE "dating_birth_date_corrections"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "dating_birth_date_corrections_pending_idx" ON "dating_birth_date_corrections" USING btree ("created_at") WHERE "dating_birth_date_corrections"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "game_plays_user_started_idx" ON "game_plays" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "game_plays_started_idx" ON "game_plays" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "referendum_proposals_pending_idx" ON "referendum_proposals" USING btree ("created_at") WHERE "referendum_proposals"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_business_page_id_business_pages_id_fk" FOREIGN KEY ("business_page_id") REFERENCES "public"."business_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_business_page_id_idx" ON "conversations" USING btree ("business_page_id");