-- Bookings that hold dates (HOLDS_DATES_SQL in src/server/db/schema/bookings.ts): the confirmed statuses of 0004, and
-- an instant booking from the moment the guest books it (VALIDATED) while it is paid. Two of them never overlap for a
-- camper, whatever runs concurrently: the loser of a race gets 23P01, which the API answers CAMPER_ALREADY_BOOKED.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlapping_confirmed";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlapping_holds"
  EXCLUDE USING gist ("camper_id" WITH =, "period" WITH &&)
  WHERE ("status" IN ('ACCEPTED', 'ONGOING', 'TO_COME_NOT_PAID', 'TO_COME', 'DONE') OR ("status" = 'VALIDATED' AND "is_instant"));--> statement-breakpoint
-- Search's blocked days (0010) follow the same notion, so search never offers dates an instant booking holds.
CREATE OR REPLACE FUNCTION refresh_camper_blocked_days(camper_ids integer[]) RETURNS void LANGUAGE sql AS $$
  WITH ids AS (SELECT DISTINCT unnest(camper_ids) AS id), blocked AS (
    SELECT p.camper_id, p.period FROM ids JOIN calendar_periods p ON p.camper_id = ids.id WHERE p.kind = 'unavailable'
    UNION ALL
    SELECT b.camper_id, b.period FROM ids JOIN bookings b ON b.camper_id = ids.id
    WHERE b.status IN ('ACCEPTED', 'ONGOING', 'TO_COME_NOT_PAID', 'TO_COME', 'DONE') OR (b.status = 'VALIDATED' AND b.is_instant)
  ), bounds AS (
    SELECT camper_id, min(lower(period)) AS first_day, max(upper(period)) AS end_day FROM blocked GROUP BY camper_id
  ), bits AS (
    SELECT b.camper_id, d.first_day, bit_or(rpad(repeat('0', lower(b.period) - d.first_day)
      || repeat('1', upper(b.period) - lower(b.period)), d.end_day - d.first_day, '0')::bit varying) AS days
    FROM blocked b JOIN bounds d USING (camper_id) GROUP BY b.camper_id, d.first_day
  )
  UPDATE campers c SET blocked_from = bits.first_day, blocked_days = bits.days
  FROM ids LEFT JOIN bits ON bits.camper_id = ids.id
  WHERE c.id = ids.id AND (c.blocked_from, c.blocked_days) IS DISTINCT FROM (bits.first_day, bits.days)
$$;
