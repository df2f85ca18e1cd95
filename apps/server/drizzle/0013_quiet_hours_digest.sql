CREATE TABLE "held_pushes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "held_pushes_kind_check" CHECK ("held_pushes"."kind" in ('message', 'notification'))
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "quiet_hours_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "quiet_hours_start" smallint DEFAULT 1320 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "quiet_hours_end" smallint DEFAULT 420 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "digest" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "digest_sent_period" text;--> statement-breakpoint
ALTER TABLE "held_pushes" ADD CONSTRAINT "held_pushes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "held_pushes_user_idx" ON "held_pushes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_digest_check" CHECK ("user_settings"."digest" in ('off', 'daily', 'weekly'));--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_quiet_hours_check" CHECK ("user_settings"."quiet_hours_start" between 0 and 1439 and "user_settings"."quiet_hours_end" between 0 and 1439 and "user_settings"."quiet_hours_start" <> "user_settings"."quiet_hours_end");