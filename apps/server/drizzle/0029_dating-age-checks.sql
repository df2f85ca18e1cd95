CREATE TABLE "dating_age_checks" (
	"user_id" text PRIMARY KEY NOT NULL,
	"birth_date" date NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dating_age_checks" ADD CONSTRAINT "dating_age_checks_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;