ALTER TABLE "referendum_proposals" ADD COLUMN "electorate" text DEFAULT 'verified_accounts' NOT NULL;--> statement-breakpoint
ALTER TABLE "referendums" ADD COLUMN "electorate" text DEFAULT 'verified_accounts' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "show_verified_resident" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "referendum_proposals" ADD CONSTRAINT "referendum_proposals_electorate_check" CHECK ("referendum_proposals"."electorate" in ('verified_residents', 'verified_accounts'));--> statement-breakpoint
ALTER TABLE "referendums" ADD CONSTRAINT "referendums_electorate_check" CHECK ("referendums"."electorate" in ('verified_residents', 'verified_accounts'));