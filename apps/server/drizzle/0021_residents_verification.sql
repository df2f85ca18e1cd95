CREATE TABLE "town_addresses" (
	"id" text PRIMARY KEY NOT NULL,
	"numero" integer NOT NULL,
	"rep" text DEFAULT '' NOT NULL,
	"nom_voie" text NOT NULL,
	"code_postal" text NOT NULL,
	"code_insee" text NOT NULL,
	"nom_commune" text NOT NULL,
	"lon" double precision NOT NULL,
	"lat" double precision NOT NULL,
	"label" text NOT NULL,
	"retired_at" timestamp with time zone,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "residence_verifications" (
	"user_id" text PRIMARY KEY NOT NULL,
	"address_id" text NOT NULL,
	"method" text NOT NULL,
	"state" text NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"letter_printed_at" timestamp with time zone,
	"document" text,
	"verified_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"decided_by" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "residence_verifications_verified_has_dates" CHECK ("residence_verifications"."state" <> 'verified' or ("residence_verifications"."verified_at" is not null and "residence_verifications"."expires_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "resident_identities" (
	"user_id" text PRIMARY KEY NOT NULL,
	"sub_hash" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"birthdate" date NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resident_identities_sub_hash_unique" UNIQUE("sub_hash")
);
--> statement-breakpoint
ALTER TABLE "residence_verifications" ADD CONSTRAINT "residence_verifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_verifications" ADD CONSTRAINT "residence_verifications_address_id_town_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."town_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residence_verifications" ADD CONSTRAINT "residence_verifications_decided_by_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_identities" ADD CONSTRAINT "resident_identities_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "town_addresses_search_idx" ON "town_addresses" USING gin (to_tsvector('public.french_unaccent'::regconfig, "label"));--> statement-breakpoint
CREATE INDEX "residence_verifications_address_idx" ON "residence_verifications" USING btree ("address_id","state");--> statement-breakpoint
CREATE INDEX "residence_verifications_state_idx" ON "residence_verifications" USING btree ("state","requested_at");