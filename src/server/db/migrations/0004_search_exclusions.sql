-- What Drizzle cannot express: EXCLUDE constraints on the date ranges (btree_gist lets them mix = with &&).
-- Two confirmed bookings of one camper never overlap; the status list is CONFIRMED_BOOKING_STATUSES (src/domain/booking-status.ts).
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlapping_confirmed"
  EXCLUDE USING gist ("camper_id" WITH =, "period" WITH &&)
  WHERE ("status" IN ('ACCEPTED', 'ONGOING', 'TO_COME_NOT_PAID', 'TO_COME', 'DONE'));--> statement-breakpoint
-- One camper's calendar periods never overlap, so each day has at most one price and one state; its GiST index
-- on (camper_id, period) is also the one availability lookups use.
ALTER TABLE "calendar_periods" ADD CONSTRAINT "calendar_periods_no_overlap"
  EXCLUDE USING gist ("camper_id" WITH =, "period" WITH &&);--> statement-breakpoint
-- Every range is a bounded, non-empty stretch of days.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_period_bounded"
  CHECK (NOT isempty("period") AND NOT lower_inf("period") AND NOT upper_inf("period"));--> statement-breakpoint
ALTER TABLE "calendar_periods" ADD CONSTRAINT "calendar_periods_period_bounded"
  CHECK (NOT isempty("period") AND NOT lower_inf("period") AND NOT upper_inf("period"));
