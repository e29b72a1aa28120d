ALTER TABLE "booking_upgrades" ALTER COLUMN "second_driver_first_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_upgrades" ALTER COLUMN "second_driver_last_name" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_upgrades" ALTER COLUMN "second_driver_licence_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_upgrades" ALTER COLUMN "second_driver_licence_category" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_upgrades" ADD COLUMN "kind" text DEFAULT 'second_driver' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_upgrades" ADD COLUMN "insurance_slug" text;--> statement-breakpoint
ALTER TABLE "booking_upgrades" ADD COLUMN "previous_insurance_slug" text;--> statement-breakpoint
ALTER TABLE "booking_upgrades" ADD CONSTRAINT "booking_upgrades_kind_check" CHECK (kind IN ('second_driver', 'buyback'));--> statement-breakpoint
ALTER TABLE "booking_upgrades" ADD CONSTRAINT "booking_upgrades_kind_fields_check" CHECK (("booking_upgrades"."kind" = 'second_driver' AND "booking_upgrades"."second_driver_first_name" IS NOT NULL AND "booking_upgrades"."second_driver_last_name" IS NOT NULL
        AND "booking_upgrades"."second_driver_licence_number" IS NOT NULL AND "booking_upgrades"."second_driver_licence_category" IS NOT NULL)
        OR ("booking_upgrades"."kind" = 'buyback' AND "booking_upgrades"."insurance_slug" IS NOT NULL AND "booking_upgrades"."previous_insurance_slug" IS NOT NULL));