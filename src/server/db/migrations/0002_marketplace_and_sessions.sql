CREATE TYPE "public"."camper_status" AS ENUM('created', 'to_moderate', 'published', 'bookable', 'unpublished', 'unpublished_owner', 'deleted', 'deleted_owner');--> statement-breakpoint
CREATE TYPE "public"."permission_policy" AS ENUM('ALLOWED', 'NOT_ALLOWED', 'ON_DEMAND');--> statement-breakpoint
CREATE TYPE "public"."place_type" AS ENUM('COUNTRY', 'LVL1', 'LVL2', 'LOC', 'SUB', 'POI');--> statement-breakpoint
CREATE TYPE "public"."review_author_type" AS ENUM('guest', 'owner');--> statement-breakpoint
CREATE TABLE "access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "token_families" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"acting_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "camper_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"camper_id" integer NOT NULL,
	"url" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campers" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"vehicle_type" smallint NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"year" smallint,
	"seats" smallint DEFAULT 0 NOT NULL,
	"beds" smallint DEFAULT 0 NOT NULL,
	"place_id" integer,
	"address_city" text DEFAULT '' NOT NULL,
	"address_country" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"price_per_day" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"instant_booking" boolean DEFAULT false NOT NULL,
	"pets_allowed" "permission_policy" DEFAULT 'ON_DEMAND' NOT NULL,
	"smoking_allowed" "permission_policy" DEFAULT 'NOT_ALLOWED' NOT NULL,
	"abroad_allowed" "permission_policy" DEFAULT 'ON_DEMAND' NOT NULL,
	"deposit_amount" integer DEFAULT 0 NOT NULL,
	"deposit_mean" text DEFAULT 'card' NOT NULL,
	"hour_from" text DEFAULT '14:00' NOT NULL,
	"hour_to" text DEFAULT '12:00' NOT NULL,
	"min_days" smallint DEFAULT 1 NOT NULL,
	"max_months_future_rental" smallint DEFAULT 12 NOT NULL,
	"status" "camper_status" DEFAULT 'created' NOT NULL,
	"published_at" timestamp with time zone,
	"review_average" numeric(3, 2),
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campers_vehicle_type_check" CHECK ("campers"."vehicle_type" BETWEEN 1 AND 7),
	CONSTRAINT "campers_seats_check" CHECK ("campers"."seats" BETWEEN 0 AND 9),
	CONSTRAINT "campers_beds_check" CHECK ("campers"."beds" BETWEEN 0 AND 9),
	CONSTRAINT "campers_price_per_day_check" CHECK ("campers"."price_per_day" >= 0),
	CONSTRAINT "campers_deposit_amount_check" CHECK ("campers"."deposit_amount" >= 0),
	CONSTRAINT "campers_min_days_check" CHECK ("campers"."min_days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moneyboxes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"expire_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"translated_names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"place_type" "place_type" NOT NULL,
	"parent_id" integer,
	"country_code" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer DEFAULT 0 NOT NULL,
	"geoname_id" integer,
	CONSTRAINT "places_slug_unique" UNIQUE("slug"),
	CONSTRAINT "places_geoname_id_unique" UNIQUE("geoname_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"camper_id" integer NOT NULL,
	"booking_id" integer,
	"author_id" integer NOT NULL,
	"target_id" integer NOT NULL,
	"author_type" "review_author_type" NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"language" text,
	"published_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "brand_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "manufacturer_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"manufacturer_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "manufacturers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "newsletter" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_family_id_token_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."token_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_token_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."token_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_families" ADD CONSTRAINT "token_families_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_families" ADD CONSTRAINT "token_families_acting_staff_id_users_id_fk" FOREIGN KEY ("acting_staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camper_photos" ADD CONSTRAINT "camper_photos_camper_id_campers_id_fk" FOREIGN KEY ("camper_id") REFERENCES "public"."campers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campers" ADD CONSTRAINT "campers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campers" ADD CONSTRAINT "campers_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moneyboxes" ADD CONSTRAINT "moneyboxes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_parent_id_places_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."places"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_camper_id_campers_id_fk" FOREIGN KEY ("camper_id") REFERENCES "public"."campers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_target_id_users_id_fk" FOREIGN KEY ("target_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_models" ADD CONSTRAINT "brand_models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturer_models" ADD CONSTRAINT "manufacturer_models_manufacturer_id_manufacturers_id_fk" FOREIGN KEY ("manufacturer_id") REFERENCES "public"."manufacturers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_tokens_family_id_idx" ON "access_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "token_families_user_id_idx" ON "token_families" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "camper_photos_camper_position_key" ON "camper_photos" USING btree ("camper_id","position");--> statement-breakpoint
CREATE INDEX "campers_owner_id_idx" ON "campers" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "campers_place_id_idx" ON "campers" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "campers_status_idx" ON "campers" USING btree ("status");--> statement-breakpoint
CREATE INDEX "campers_vehicle_type_idx" ON "campers" USING btree ("vehicle_type");--> statement-breakpoint
CREATE INDEX "login_attempts_email_created_at_idx" ON "login_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_created_at_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_created_at_idx" ON "login_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "moneyboxes_user_id_expire_at_idx" ON "moneyboxes" USING btree ("user_id","expire_at");--> statement-breakpoint
CREATE INDEX "places_parent_id_idx" ON "places" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "places_country_code_idx" ON "places" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "places_place_type_idx" ON "places" USING btree ("place_type");--> statement-breakpoint
CREATE INDEX "reviews_camper_id_idx" ON "reviews" USING btree ("camper_id");--> statement-breakpoint
CREATE INDEX "reviews_booking_id_idx" ON "reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "reviews_author_id_idx" ON "reviews" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "reviews_target_id_idx" ON "reviews" USING btree ("target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_models_brand_name_key" ON "brand_models" USING btree ("brand_id","name");--> statement-breakpoint
CREATE INDEX "brand_models_brand_id_idx" ON "brand_models" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manufacturer_models_manufacturer_name_key" ON "manufacturer_models" USING btree ("manufacturer_id","name");--> statement-breakpoint
CREATE INDEX "manufacturer_models_manufacturer_id_idx" ON "manufacturer_models" USING btree ("manufacturer_id");