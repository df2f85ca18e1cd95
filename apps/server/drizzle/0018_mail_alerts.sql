CREATE TABLE "mail_alert_announcements" (
	"announcement_id" uuid PRIMARY KEY NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_alert_deliveries" (
	"announcement_id" uuid NOT NULL,
	"subscriber_id" uuid NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_alert_deliveries_announcement_id_subscriber_id_pk" PRIMARY KEY("announcement_id","subscriber_id")
);
--> statement-breakpoint
CREATE TABLE "mail_alert_subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"scope" text,
	"pending_scope" text,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_alert_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "mail_alert_subscribers_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "mail_alert_subscribers_pending_has_token" CHECK (("mail_alert_subscribers"."pending_scope" is null) = ("mail_alert_subscribers"."confirm_token_hash" is null))
);
--> statement-breakpoint
ALTER TABLE "mail_alert_announcements" ADD CONSTRAINT "mail_alert_announcements_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_alert_deliveries" ADD CONSTRAINT "mail_alert_deliveries_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_alert_deliveries" ADD CONSTRAINT "mail_alert_deliveries_subscriber_id_mail_alert_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."mail_alert_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_alert_deliveries_due_idx" ON "mail_alert_deliveries" USING btree ("next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_alert_deliveries_subscriber_idx" ON "mail_alert_deliveries" USING btree ("subscriber_id");--> statement-breakpoint
CREATE INDEX "mail_alert_subscribers_unconfirmed_idx" ON "mail_alert_subscribers" USING btree ("confirm_expires_at");