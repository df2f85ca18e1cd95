-- Hand-written (custom migration, docs/decisions/0102-kinds-declared-once.md): one spelling per kind.
-- The business page was stored as 'business_page' in reports and the moderation log; its one name is
-- 'business-page' (packages/shared's declaration), as its saved items already were.
-- No row of the new spelling exists before this runs, so the open-report unique index cannot clash.
UPDATE "content_reports" SET "target_type" = 'business-page' WHERE "target_type" = 'business_page';--> statement-breakpoint
UPDATE "moderation_log" SET "target_type" = 'business-page' WHERE "target_type" = 'business_page';
