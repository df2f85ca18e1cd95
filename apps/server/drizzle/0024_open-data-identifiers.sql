ALTER TABLE "associations" ADD COLUMN "rna_id" text;--> statement-breakpoint
ALTER TABLE "municipal_services" ADD COLUMN "import_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "associations_rna_id_idx" ON "associations" USING btree ("rna_id");--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_siret_idx" ON "businesses" USING btree ("siret");--> statement-breakpoint
CREATE UNIQUE INDEX "municipal_services_import_id_idx" ON "municipal_services" USING btree ("import_id");