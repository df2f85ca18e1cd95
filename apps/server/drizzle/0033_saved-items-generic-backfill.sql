-- Hand-written (issue 40): each bookmark's per-kind key copied into (kind, target_id) before the
-- next migration drops the per-kind columns, so no bookmark is lost.
UPDATE "saved_items" SET
  "kind" = CASE
    WHEN "post_id" IS NOT NULL THEN 'post'
    WHEN "event_id" IS NOT NULL THEN 'event'
    WHEN "listing_id" IS NOT NULL THEN 'listing'
    WHEN "business_page_id" IS NOT NULL THEN 'business-page'
    ELSE 'lost-found'
  END,
  "target_id" = coalesce("post_id", "event_id", "listing_id", "business_page_id", "lost_found_id");
