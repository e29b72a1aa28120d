CREATE TABLE "calendar_feed_tokens" (
	"camper_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feed_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "ical_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"camper_id" integer NOT NULL,
	"url" text NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"event_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ical_feeds_camper_id_unique" UNIQUE("camper_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_periods" ADD COLUMN "ical_feed_id" integer;--> statement-breakpoint
ALTER TABLE "calendar_feed_tokens" ADD CONSTRAINT "calendar_feed_tokens_camper_id_campers_id_fk" FOREIGN KEY ("camper_id") REFERENCES "public"."campers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_feeds" ADD CONSTRAINT "ical_feeds_camper_id_campers_id_fk" FOREIGN KEY ("camper_id") REFERENCES "public"."campers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_periods" ADD CONSTRAINT "calendar_periods_ical_feed_id_ical_feeds_id_fk" FOREIGN KEY ("ical_feed_id") REFERENCES "public"."ical_feeds"("id") ON DELETE cascade ON UPDATE no action;