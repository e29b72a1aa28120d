CREATE TYPE "public"."migration_status" AS ENUM('not_eligible', 'eligible_dual_not_done', 'eligible_migration_not_done', 'dual_not_published', 'dual_published', 'migrated_published', 'migrated_not_published');--> statement-breakpoint
CREATE TABLE "camper_sleepings" (
	"id" serial PRIMARY KEY NOT NULL,
	"camper_id" integer NOT NULL,
	"kind" text NOT NULL,
	"places" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "camper_sleepings_places_check" CHECK ("camper_sleepings"."places" BETWEEN 1 AND 9)
);
--> statement-breakpoint
CREATE TABLE "listing_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"camper_id" integer NOT NULL,
	"from_status" "camper_status" NOT NULL,
	"to_status" "camper_status" NOT NULL,
	"event" text NOT NULL,
	"reason" text,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campers" ADD COLUMN "registration" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campers" ADD COLUMN "registration_country" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campers" ADD COLUMN "registration_date" date;--> statement-breakpoint
ALTER TABLE "campers" ADD COLUMN "gvw" integer;--> statement-breakpoint
ALTER TABLE "campers" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "campers" ADD COLUMN "vehicle_value" integer;--> statement-breakpoint
ALTER TABLE "campers" ADD COLUMN "address_street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campers" ADD COLUMN "address_zipcode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campers" ADD COLUMN "cooking_energies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campers" ADD COLUMN "heating_energies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campers" ADD COLUMN "fridge_energies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campers" ADD COLUMN "electric_plug_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campers" ADD COLUMN "languages_spoken" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campers" ADD COLUMN "migration_status" "migration_status" DEFAULT 'not_eligible' NOT NULL;--> statement-breakpoint
ALTER TABLE "campers" ADD COLUMN "visit_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campers" ADD COLUMN "print_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "camper_sleepings" ADD CONSTRAINT "camper_sleepings_camper_id_campers_id_fk" FOREIGN KEY ("camper_id") REFERENCES "public"."campers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_status_history" ADD CONSTRAINT "listing_status_history_camper_id_campers_id_fk" FOREIGN KEY ("camper_id") REFERENCES "public"."campers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_status_history" ADD CONSTRAINT "listing_status_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "camper_sleepings_camper_id_idx" ON "camper_sleepings" USING btree ("camper_id");--> statement-breakpoint
CREATE INDEX "listing_status_history_camper_id_idx" ON "listing_status_history" USING btree ("camper_id");