CREATE TABLE "camper_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"camper_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"recurrence" text NOT NULL,
	"max_quantity" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "camper_options_price_check" CHECK ("camper_options"."price" >= 0),
	CONSTRAINT "camper_options_max_quantity_check" CHECK ("camper_options"."max_quantity" BETWEEN 1 AND 10)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"percent_off" smallint,
	"amount_off" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"min_amount" integer DEFAULT 0 NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_upper_check" CHECK ("coupons"."code" = upper("coupons"."code")),
	CONSTRAINT "coupons_one_kind_check" CHECK (("coupons"."percent_off" IS NULL) <> ("coupons"."amount_off" IS NULL)),
	CONSTRAINT "coupons_percent_check" CHECK ("coupons"."percent_off" BETWEEN 1 AND 100),
	CONSTRAINT "coupons_amount_check" CHECK ("coupons"."amount_off" > 0),
	CONSTRAINT "coupons_dates_check" CHECK ("coupons"."valid_from" <= "coupons"."valid_to"),
	CONSTRAINT "coupons_uses_check" CHECK ("coupons"."uses" >= 0 AND ("coupons"."max_uses" IS NULL OR "coupons"."uses" <= "coupons"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "booking_insurance_conditions" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"driver_birth_date" date NOT NULL,
	"licence_date" date NOT NULL,
	"licence_category" text NOT NULL,
	"document_name" text,
	"document_type" text,
	"document" "bytea",
	"updated_by" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_insurance_conditions_dates_check" CHECK ("booking_insurance_conditions"."driver_birth_date" < "booking_insurance_conditions"."licence_date")
);
--> statement-breakpoint
CREATE TABLE "camper_insurance_conditions" (
	"camper_id" integer PRIMARY KEY NOT NULL,
	"insurer_name" text NOT NULL,
	"policy_number" text NOT NULL,
	"min_driver_age" smallint NOT NULL,
	"min_licence_years" smallint NOT NULL,
	"deductible" integer NOT NULL,
	"document_name" text,
	"document_type" text,
	"document" "bytea",
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "camper_insurance_conditions_age_check" CHECK ("camper_insurance_conditions"."min_driver_age" BETWEEN 18 AND 99),
	CONSTRAINT "camper_insurance_conditions_licence_check" CHECK ("camper_insurance_conditions"."min_licence_years" BETWEEN 0 AND 50),
	CONSTRAINT "camper_insurance_conditions_deductible_check" CHECK ("camper_insurance_conditions"."deductible" >= 0)
);
--> statement-breakpoint
CREATE TABLE "insurances" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"is_reinforced" boolean DEFAULT false NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"prices" jsonb NOT NULL,
	"deductibles" jsonb NOT NULL,
	"min_driver_age" smallint DEFAULT 21 NOT NULL,
	"min_licence_years" smallint DEFAULT 2 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "km_option" smallint DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "second_driver" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "insurance_slug" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_insurance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rental_cover" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rental_cover_price" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rental_cover_reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campers" ADD COLUMN "unlimited_km_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "campers" ADD COLUMN "closed_weekdays" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "camper_options" ADD CONSTRAINT "camper_options_camper_id_campers_id_fk" FOREIGN KEY ("camper_id") REFERENCES "public"."campers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_insurance_conditions" ADD CONSTRAINT "booking_insurance_conditions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_insurance_conditions" ADD CONSTRAINT "booking_insurance_conditions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camper_insurance_conditions" ADD CONSTRAINT "camper_insurance_conditions_camper_id_campers_id_fk" FOREIGN KEY ("camper_id") REFERENCES "public"."campers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "camper_options_camper_id_idx" ON "camper_options" USING btree ("camper_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "insurances_slug_key" ON "insurances" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_km_option_check" CHECK ("bookings"."km_option" IN (0, 100, 200));