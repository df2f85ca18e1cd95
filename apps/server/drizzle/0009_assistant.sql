CREATE TABLE "assistant_faq" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"path" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_faq_question_unique" UNIQUE("question")
);
--> statement-breakpoint
CREATE INDEX "assistant_faq_search_idx" ON "assistant_faq" USING gin (to_tsvector('public.french_unaccent'::regconfig, "question" || ' ' || "keywords" || ' ' || "answer"));