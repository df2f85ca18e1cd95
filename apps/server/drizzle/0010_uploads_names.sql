CREATE INDEX "uploads_file_name_idx" ON "uploads" USING btree ("file_name");--> statement-breakpoint
CREATE INDEX "uploads_thumb_name_idx" ON "uploads" USING btree ("thumb_name");