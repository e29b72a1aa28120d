CREATE TYPE "public"."calendar_period_kind" AS ENUM('available', 'unavailable');--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"camper_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"period" daterange NOT NULL,
	"status" text DEFAULT 'CREATED' NOT NULL,
	"total_price" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK (status IN ('CREATED', 'CREATED_PRO', 'ABANDONED', 'VALIDATED', 'ACCEPTED', 'ACCEPTED_EXP', 'ONGOING', 'TO_COME_NOT_PAID', 'TO_COME', 'DONE', 'CANCELLED_STAFF', 'CANCELLED_GUEST', 'CANCELLED_OWNER', 'CANCELLED_BOTH')),
	CONSTRAINT "bookings_total_price_check" CHECK ("bookings"."total_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "calendar_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"camper_id" integer NOT NULL,
	"period" daterange NOT NULL,
	"kind" "calendar_period_kind" NOT NULL,
	"reason" text,
	"price_per_day" integer,
	"season" smallint,
	"color" smallint,
	"min_days" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_periods_season_check" CHECK ("calendar_periods"."season" BETWEEN 1 AND 3),
	CONSTRAINT "calendar_periods_color_check" CHECK ("calendar_periods"."color" BETWEEN 0 AND 6),
	CONSTRAINT "calendar_periods_price_check" CHECK ("calendar_periods"."price_per_day" >= 0),
	CONSTRAINT "calendar_periods_min_days_check" CHECK ("calendar_periods"."min_days" >= 1)
);
--> statement-breakpoint
CREATE TABLE "place_search_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"search_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"wishlist_id" integer NOT NULL,
	"camper_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_items_wishlist_id_camper_id_pk" PRIMARY KEY("wishlist_id","camper_id")
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlists_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_camper_id_campers_id_fk" FOREIGN KEY ("camper_id") REFERENCES "public"."campers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guest_id_users_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_periods" ADD CONSTRAINT "calendar_periods_camper_id_campers_id_fk" FOREIGN KEY ("camper_id") REFERENCES "public"."campers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_search_keys" ADD CONSTRAINT "place_search_keys_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_camper_id_campers_id_fk" FOREIGN KEY ("camper_id") REFERENCES "public"."campers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_camper_period_idx" ON "bookings" USING gist ("camper_id","period");--> statement-breakpoint
CREATE INDEX "bookings_guest_id_idx" ON "bookings" USING btree ("guest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "place_search_keys_place_key" ON "place_search_keys" USING btree ("place_id","search_key");--> statement-breakpoint
CREATE INDEX "place_search_keys_prefix_idx" ON "place_search_keys" USING btree ("search_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "wishlist_items_camper_id_idx" ON "wishlist_items" USING btree ("camper_id");--> statement-breakpoint
CREATE INDEX "wishlists_user_id_idx" ON "wishlists" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "campers_latitude_longitude_idx" ON "campers" USING btree ("latitude","longitude");