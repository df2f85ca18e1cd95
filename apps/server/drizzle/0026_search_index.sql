CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"row_id" text NOT NULL,
	"vector" "tsvector" NOT NULL,
	"names" text,
	"title" text,
	"title_key" text,
	"at" timestamp with time zone,
	"until" timestamp with time zone,
	"state" text,
	"score" integer,
	"hidden" boolean DEFAULT false NOT NULL,
	"hidden_owners" text[] DEFAULT '{}' NOT NULL,
	"hidden_kind" text,
	"hidden_row" text,
	"visitors" boolean DEFAULT true NOT NULL,
	"members_of" uuid,
	CONSTRAINT "search_documents_kind_row_id_pk" PRIMARY KEY("kind","row_id")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "announcements_search_idx";--> statement-breakpoint
DROP INDEX "events_search_idx";--> statement-breakpoint
DROP INDEX "groups_search_idx";--> statement-breakpoint
DROP INDEX "marketplace_listings_search_idx";--> statement-breakpoint
DROP INDEX "referendums_search_idx";--> statement-breakpoint
DROP INDEX "suggestions_search_idx";--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_names_idx" ON "search_documents" USING gin ("names" gin_trgm_ops) WHERE "search_documents"."names" is not null;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);