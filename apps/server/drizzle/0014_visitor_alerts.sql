ALTER TABLE "push_subscriptions" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "audience" text DEFAULT 'resident' NOT NULL;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_audience_owner" CHECK (("push_subscriptions"."user_id" is null) = ("push_subscriptions"."audience" = 'alerts'));