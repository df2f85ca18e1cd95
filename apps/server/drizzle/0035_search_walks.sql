DROP INDEX "search_documents_vector_idx";--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx_residents" ON "search_documents" USING gin ("vector") WITH (fastupdate=false) WHERE kind = 'residents';--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx_posts" ON "search_documents" USING gin ("vector") WITH (fastupdate=false) WHERE kind = 'posts';--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx_announcements" ON "search_documents" USING gin ("vector") WITH (fastupdate=false) WHERE kind = 'announcements';--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx_place_posts" ON "search_documents" USING gin ("vector") WITH (fastupdate=false) WHERE kind = 'placePosts';--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx_events" ON "search_documents" USING gin ("vector") WITH (fastupdate=false) WHERE kind = 'events';--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx_listings" ON "search_documents" USING gin ("vector") WITH (fastupdate=false) WHERE kind = 'listings';--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx_groups" ON "search_documents" USING gin ("vector") WITH (fastupdate=false) WHERE kind = 'groups';--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx_business_pages" ON "search_documents" USING gin ("vector") WITH (fastupdate=false) WHERE kind = 'businessPages';--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx_businesses" ON "search_documents" USING gin ("vector") WITH (fastupdate=false) WHERE kind = 'businesses';--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx_municipal_services" ON "search_documents" USING gin ("vector") WITH (fastupdate=false) WHERE kind = 'municipalServices';--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx_associations" ON "search_documents" USING gin ("vector") WITH (fastupdate=false) WHERE kind = 'associations';--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx_suggestions" ON "search_documents" USING gin ("vector") WITH (fastupdate=false) WHERE kind = 'suggestions';--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx_referendums" ON "search_documents" USING gin ("vector") WITH (fastupdate=false) WHERE kind = 'referendums';--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx_lost_found" ON "search_documents" USING gin ("vector") WITH (fastupdate=false) WHERE kind = 'lostFound';--> statement-breakpoint
CREATE INDEX "search_documents_at_idx" ON "search_documents" USING btree ("kind","at","row_id");--> statement-breakpoint
CREATE INDEX "search_documents_title_idx" ON "search_documents" USING btree ("kind","title","row_id");