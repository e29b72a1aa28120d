CREATE TABLE "booking_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"event" text NOT NULL,
	"actor_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "is_instant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hour_from" smallint DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hour_to" smallint DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "travelers" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_message" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "confirmed_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "owner_accept_expire_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "acceptation_expired_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "snoozed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_status_history_booking_idx" ON "booking_status_history" USING btree ("booking_id","at");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hours_check" CHECK ("bookings"."hour_from" IN (9, 14) AND "bookings"."hour_to" IN (12, 20));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_travelers_check" CHECK ("bookings"."travelers" BETWEEN 1 AND 9);