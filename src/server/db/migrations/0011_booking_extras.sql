CREATE TABLE "booking_extensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"state" text DEFAULT 'CREATED' NOT NULL,
	"day_before" smallint DEFAULT 0 NOT NULL,
	"day_after" smallint DEFAULT 0 NOT NULL,
	"day_slide" smallint DEFAULT 0 NOT NULL,
	"km_200" boolean DEFAULT false NOT NULL,
	"km_unlimited" boolean DEFAULT false NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"price_total" integer NOT NULL,
	"earnings" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_extensions_state_check" CHECK (state IN ('CREATED', 'GUEST_ASK', 'ACCEPTED', 'CONFIRMED', 'CANCEL_OWNER', 'CANCEL_GUEST')),
	CONSTRAINT "booking_extensions_days_check" CHECK ("booking_extensions"."day_before" >= 0 AND "booking_extensions"."day_after" >= 0),
	CONSTRAINT "booking_extensions_dates_check" CHECK ("booking_extensions"."date_from" < "booking_extensions"."date_to"),
	CONSTRAINT "booking_extensions_price_check" CHECK ("booking_extensions"."price_total" >= 0 AND "booking_extensions"."earnings" >= 0)
);
--> statement-breakpoint
CREATE TABLE "booking_upgrades" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"state" text DEFAULT 'CREATED' NOT NULL,
	"second_driver_first_name" text NOT NULL,
	"second_driver_last_name" text NOT NULL,
	"second_driver_licence_number" text NOT NULL,
	"second_driver_licence_category" text NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_upgrades_state_check" CHECK (state IN ('CREATED', 'ACCEPTED', 'CONFIRMED', 'CANCEL_GUEST')),
	CONSTRAINT "booking_upgrades_licence_category_check" CHECK (second_driver_licence_category IN ('B', 'C')),
	CONSTRAINT "booking_upgrades_price_check" CHECK ("booking_upgrades"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_extensions" ADD CONSTRAINT "booking_extensions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_upgrades" ADD CONSTRAINT "booking_upgrades_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_extensions_booking_id_idx" ON "booking_extensions" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_extensions_one_open_key" ON "booking_extensions" USING btree ("booking_id") WHERE state IN ('CREATED', 'GUEST_ASK', 'ACCEPTED');--> statement-breakpoint
CREATE INDEX "booking_upgrades_booking_id_idx" ON "booking_upgrades" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_upgrades_one_open_key" ON "booking_upgrades" USING btree ("booking_id") WHERE state IN ('CREATED', 'ACCEPTED');