CREATE TABLE "crm_sandbox_pushes" (
	"id" serial PRIMARY KEY NOT NULL,
	"crm" text NOT NULL,
	"email" text NOT NULL,
	"properties" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "earnings_simulations" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"lead_source_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"is_professional" boolean NOT NULL,
	"vehicle_type" smallint NOT NULL,
	"vehicle_availability" text NOT NULL,
	"vehicle_registration_country" text NOT NULL,
	"number_of_weeks" smallint,
	"number_of_weekends" smallint,
	"vehicle_registered_year" smallint,
	"number_of_seats" smallint,
	"min_daily" integer NOT NULL,
	"max_daily" integer NOT NULL,
	"min_yearly" integer NOT NULL,
	"max_yearly" integer NOT NULL,
	"currency" text NOT NULL,
	"estimation" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "earnings_simulations_reference_unique" UNIQUE("reference"),
	CONSTRAINT "earnings_simulations_vehicle_type_check" CHECK ("earnings_simulations"."vehicle_type" BETWEEN 1 AND 7)
);
--> statement-breakpoint
CREATE TABLE "lead_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "earnings_simulations" ADD CONSTRAINT "earnings_simulations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "earnings_simulations" ADD CONSTRAINT "earnings_simulations_lead_source_id_lead_sources_id_fk" FOREIGN KEY ("lead_source_id") REFERENCES "public"."lead_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earnings_simulations_user_id_idx" ON "earnings_simulations" USING btree ("user_id");