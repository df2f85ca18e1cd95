ALTER TABLE "user" DROP COLUMN "birth_date";--> statement-breakpoint
ALTER TABLE "user" DROP COLUMN "dating_verified_at";