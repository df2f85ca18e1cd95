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
ALTER TABLE "dating_birth_date_corrections" ADD CONSTRAINT "dating_birth_date_corrections_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dating_birth_date_corrections" ADD CONSTRAINT "dating_birth_date_corrections_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dating_birth_date_corrections_one_pending" ON "dating_birth_date_corrections" USING btree ("user_id") WHERE "dating_birth_date_corrections"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "dating_birth_date_corrections_pending_idx" ON "dating_birth_date_corrections" USING btree ("created_at") WHERE "dating_birth_date_corrections"."status" = 'pending';