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
ALTER TABLE "referendum_proposals" ADD CONSTRAINT "referendum_proposals_proposed_by_user_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referendum_proposals" ADD CONSTRAINT "referendum_proposals_referendum_id_referendums_id_fk" FOREIGN KEY ("referendum_id") REFERENCES "public"."referendums"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referendum_proposals" ADD CONSTRAINT "referendum_proposals_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referendum_proposals_pending_idx" ON "referendum_proposals" USING btree ("created_at") WHERE "referendum_proposals"."status" = 'pending';