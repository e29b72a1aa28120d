-- The spec's event shape: renames keep the rows; utm_*, referrer and the visitor token move to user_properties.
ALTER TABLE "analytics_events" RENAME COLUMN "name" TO "event_type";--> statement-breakpoint
ALTER TABLE "analytics_events" RENAME COLUMN "occurred_at" TO "created_at";--> statement-breakpoint
ALTER TABLE "analytics_events" RENAME COLUMN "session_id" TO "visitor_token";--> statement-breakpoint
ALTER TABLE "analytics_events" RENAME COLUMN "properties" TO "event_properties";--> statement-breakpoint
ALTER TABLE "analytics_events" ALTER COLUMN "locale" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "user_properties" jsonb;--> statement-breakpoint
UPDATE "analytics_events" SET
	"user_properties" = jsonb_strip_nulls(jsonb_build_object(
		'utm_source', "event_properties"->'utm_source',
		'utm_medium', "event_properties"->'utm_medium',
		'utm_campaign', "event_properties"->'utm_campaign',
		'utm_term', "event_properties"->'utm_term',
		'utm_content', "event_properties"->'utm_content',
		'referrer', "event_properties"->'referrer'
	)) || jsonb_build_object('gb_visitor_token', "visitor_token"),
	"event_properties" = "event_properties" - 'utm_source' - 'utm_medium' - 'utm_campaign' - 'utm_term' - 'utm_content' - 'referrer' - 'path';--> statement-breakpoint
ALTER TABLE "analytics_events" ALTER COLUMN "user_properties" SET NOT NULL;--> statement-breakpoint
ALTER INDEX "analytics_events_name_occurred_at_idx" RENAME TO "analytics_events_event_type_created_at_idx";--> statement-breakpoint
ALTER INDEX "analytics_events_session_id_idx" RENAME TO "analytics_events_visitor_token_idx";
