-- The count of a search by dates alone (everywhere, no other filter) without reading every camper: campers go by
-- blocks of 64 ids (block = id / 64, bit = id % 64); search_block_masks has the campers of a block a search shows, by
-- their minimum stay and booking horizon, search_day_masks the campers of a block that campers.blocked_days blocks on a
-- day. The campers free over the dates are then the popcount of (OR of the masks whose minimum stay and horizon fit)
-- AND NOT (OR of the days' masks): a few thousand 8-byte rows for 100,000 campers instead of a filter over each of them.
-- Exact: the masks are recomputed per block by statement triggers on campers, whose blocked days the triggers of 0010
-- update on every calendar and booking change.
CREATE TABLE search_block_masks (block integer NOT NULL, min_days smallint NOT NULL, max_months_future_rental smallint NOT NULL,
  shown bigint NOT NULL, PRIMARY KEY (block, min_days, max_months_future_rental));--> statement-breakpoint
CREATE TABLE search_day_masks (block integer NOT NULL, day date NOT NULL, blocked bigint NOT NULL, PRIMARY KEY (block, day));--> statement-breakpoint
-- A search reads the days of its dates, index-only.
CREATE INDEX search_day_masks_day_idx ON search_day_masks (day) INCLUDE (block, blocked);--> statement-breakpoint
CREATE FUNCTION refresh_search_masks(camper_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  blocks integer[] := ARRAY(SELECT DISTINCT id / 64 FROM unnest(camper_ids) id WHERE id IS NOT NULL ORDER BY 1);
BEGIN
  IF cardinality(blocks) = 0 THEN RETURN; END IF;
  -- Two transactions changing campers of one block recompute it one after the other, each from what the other
  -- committed (the blocks in order, so they never deadlock; 1397572939 is this function's own lock space).
  PERFORM pg_advisory_xact_lock(1397572939, b) FROM unnest(blocks) b ORDER BY b;
  DELETE FROM search_block_masks WHERE block = ANY (blocks);
  -- Every id of the blocks, joined on the primary key (a range join per block would be a nested loop over campers).
  INSERT INTO search_block_masks (block, min_days, max_months_future_rental, shown)
  WITH ids AS (SELECT b * 64 + i AS id FROM unnest(blocks) b CROSS JOIN generate_series(0, 63) i)
  SELECT c.id / 64, c.min_days, c.max_months_future_rental, bit_or(1::bigint << (c.id % 64)) FROM ids JOIN campers c ON c.id = ids.id
  WHERE c.status IN ('published', 'bookable') GROUP BY c.id / 64, c.min_days, c.max_months_future_rental;
  DELETE FROM search_day_masks WHERE block = ANY (blocks);
  INSERT INTO search_day_masks (block, day, blocked)
  WITH ids AS (SELECT b * 64 + i AS id FROM unnest(blocks) b CROSS JOIN generate_series(0, 63) i)
  SELECT c.id / 64, c.blocked_from + g.i, bit_or(1::bigint << (c.id % 64))
  FROM ids JOIN campers c ON c.id = ids.id
  CROSS JOIN LATERAL generate_series(0, length(c.blocked_days) - 1) g(i)
  WHERE c.blocked_days IS NOT NULL AND get_bit(c.blocked_days, g.i) = 1
  GROUP BY c.id / 64, c.blocked_from + g.i;
END $$;--> statement-breakpoint
CREATE FUNCTION refresh_search_masks_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_search_masks(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION refresh_search_masks_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only the rows whose status, minimum stay, horizon or blocked days changed: editing a title recomputes nothing.
  PERFORM refresh_search_masks(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.status, n.min_days, n.max_months_future_rental, n.blocked_from, n.blocked_days)
      IS DISTINCT FROM (o.status, o.min_days, o.max_months_future_rental, o.blocked_from, o.blocked_days)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION refresh_search_masks_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_search_masks(ARRAY(SELECT id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER campers_search_masks_insert AFTER INSERT ON campers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_search_masks_after_insert();--> statement-breakpoint
CREATE TRIGGER campers_search_masks_update AFTER UPDATE ON campers
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_search_masks_after_update();--> statement-breakpoint
CREATE TRIGGER campers_search_masks_delete AFTER DELETE ON campers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION refresh_search_masks_after_delete();--> statement-breakpoint
SELECT refresh_search_masks(ARRAY(SELECT id FROM campers));
