-- campers.blocked_from / blocked_days: the days a camper's unavailable calendar periods and confirmed bookings block,
-- one bit a day (1 = blocked) from blocked_from, so a search over every camper tests availability on the camper row
-- (substring + position on a few dozen bytes) instead of reading and grouping the calendars of tens of thousands of campers.
-- Statement triggers on both tables recompute the campers their rows touch; bulk inserts recompute each camper once.
-- The status list is CONFIRMED_BOOKING_STATUSES (src/domain/booking-status.ts), as in 0004 and 0007.
CREATE FUNCTION refresh_camper_blocked_days(camper_ids integer[]) RETURNS void LANGUAGE sql AS $$
  -- Joined to the ids rather than `camper_id = ANY (camper_ids)`, which the (camper_id, period) GiST indexes cannot serve.
  WITH ids AS (SELECT DISTINCT unnest(camper_ids) AS id), blocked AS (
    SELECT p.camper_id, p.period FROM ids JOIN calendar_periods p ON p.camper_id = ids.id WHERE p.kind = 'unavailable'
    UNION ALL
    SELECT b.camper_id, b.period FROM ids JOIN bookings b ON b.camper_id = ids.id
    WHERE b.status IN ('ACCEPTED', 'ONGOING', 'TO_COME_NOT_PAID', 'TO_COME', 'DONE')
  ), bounds AS (
    SELECT camper_id, min(lower(period)) AS first_day, max(upper(period)) AS end_day FROM blocked GROUP BY camper_id
  ), bits AS (
    -- Each period as zeros up to its first day, ones over its days, zeros to the common end; OR-ed together.
    SELECT b.camper_id, d.first_day, bit_or(rpad(repeat('0', lower(b.period) - d.first_day)
      || repeat('1', upper(b.period) - lower(b.period)), d.end_day - d.first_day, '0')::bit varying) AS days
    FROM blocked b JOIN bounds d USING (camper_id) GROUP BY b.camper_id, d.first_day
  )
  UPDATE campers c SET blocked_from = bits.first_day, blocked_days = bits.days
  FROM ids LEFT JOIN bits ON bits.camper_id = ids.id
  WHERE c.id = ids.id AND (c.blocked_from, c.blocked_days) IS DISTINCT FROM (bits.first_day, bits.days)
$$;--> statement-breakpoint
CREATE FUNCTION refresh_blocked_days_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_camper_blocked_days(ARRAY(SELECT DISTINCT camper_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION refresh_blocked_days_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_camper_blocked_days(ARRAY(SELECT camper_id FROM new_rows UNION SELECT camper_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION refresh_blocked_days_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_camper_blocked_days(ARRAY(SELECT DISTINCT camper_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
-- A trigger with transition tables takes one event, hence three per table.
CREATE TRIGGER calendar_periods_blocked_days_insert AFTER INSERT ON calendar_periods
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_blocked_days_after_insert();--> statement-breakpoint
CREATE TRIGGER calendar_periods_blocked_days_update AFTER UPDATE ON calendar_periods
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_blocked_days_after_update();--> statement-breakpoint
CREATE TRIGGER calendar_periods_blocked_days_delete AFTER DELETE ON calendar_periods
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_blocked_days_after_delete();--> statement-breakpoint
CREATE TRIGGER bookings_blocked_days_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_blocked_days_after_insert();--> statement-breakpoint
CREATE TRIGGER bookings_blocked_days_update AFTER UPDATE ON bookings
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_blocked_days_after_update();--> statement-breakpoint
CREATE TRIGGER bookings_blocked_days_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_blocked_days_after_delete();--> statement-breakpoint
-- Few available periods ask for a minimum stay: a broad search finds the campers they rule out in this small index alone.
CREATE INDEX calendar_periods_available_min_days_idx ON calendar_periods USING gist (period) INCLUDE (camper_id, min_days)
  WHERE kind = 'available' AND min_days IS NOT NULL;--> statement-breakpoint
SELECT refresh_camper_blocked_days(ARRAY(SELECT id FROM campers));
--> statement-breakpoint
-- A search around a point reads the available periods of each camper in the circle (price and minimum stay for the
-- dates): a btree probe on camper_id that needs no table row costs about half the (camper_id, period) GiST one.
CREATE INDEX calendar_periods_available_camper_idx ON calendar_periods (camper_id) INCLUDE (period, min_days, price_per_day)
  WHERE kind = 'available';--> statement-breakpoint
-- The relevance order of a search (RANK in camper-search.ts, the same expression) over the campers a search shows, with
-- what a search by dates (and country) filters on: page 50 of a broad search walks it and stops without reading a camper row.
CREATE INDEX campers_search_rank_idx ON campers ((COALESCE(review_average, 0) * ln(1 + review_count)) DESC, id)
  INCLUDE (review_average, review_count, min_days, max_months_future_rental, blocked_from, blocked_days, address_country)
  WHERE status IN ('published', 'bookable');--> statement-breakpoint
-- The count of a search by dates, everywhere or in a country: a third of the rank index's size, a thirteenth of the
-- table's, read alone (index-only scan).
CREATE INDEX campers_search_country_idx ON campers (address_country)
  INCLUDE (id, min_days, max_months_future_rental, blocked_from, blocked_days)
  WHERE status IN ('published', 'bookable');
