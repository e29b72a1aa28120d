ALTER TABLE "bookings" ADD COLUMN "dates_held_until" timestamp with time zone;--> statement-breakpoint
-- A payment under way holds its instant booking's dates (dates_held_until set): the constraint sees the hold like a
-- confirmed booking, so a second payer of the same dates is refused before the provider is asked to charge. The
-- predicate cannot read the clock: an expired hold is cleared by the next payer who meets it.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlapping_confirmed";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlapping_confirmed"
  EXCLUDE USING gist ("camper_id" WITH =, "period" WITH &&)
  WHERE ("status" IN ('ACCEPTED', 'ONGOING', 'TO_COME_NOT_PAID', 'TO_COME', 'DONE') OR "dates_held_until" IS NOT NULL);
