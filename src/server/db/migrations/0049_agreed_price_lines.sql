ALTER TABLE "booking_extensions" ADD COLUMN "price_lines" jsonb;--> statement-breakpoint
ALTER TABLE "booking_upgrades" ADD COLUMN "price_lines" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_lines" jsonb;