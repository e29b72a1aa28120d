ALTER TABLE "camper_photos" ADD COLUMN "card_url" text;--> statement-breakpoint
ALTER TABLE "camper_photos" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "camper_photos" ADD COLUMN "content_type" text;--> statement-breakpoint
ALTER TABLE "camper_photos" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "camper_photos" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "camper_photos" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;