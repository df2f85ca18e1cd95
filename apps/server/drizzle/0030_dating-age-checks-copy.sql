-- Hand-written (drizzle-kit generate --custom): the dating age gate's answers move from "user"
-- to dating_age_checks before the next migration drops the columns.
INSERT INTO "dating_age_checks" ("user_id", "birth_date", "verified_at")
SELECT "id", "birth_date", "dating_verified_at" FROM "user" WHERE "birth_date" IS NOT NULL
ON CONFLICT ("user_id") DO NOTHING;
