import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import icalGenerator from 'ical-generator'
import { addDays } from '../../../domain/stay-price'
import { ICAL_REASON, windowEnd } from '../../../domain/calendar-period-rules'
import type { Database } from '../../db/client'
import {
  calendarFeedTokens,
  calendarPeriods,
  campers,
  HOLDS_DATES_SQL,
  icalFeeds,
  type IcalFeedRow,
} from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { IcalFetchError, type IcalFetchProvider } from '../../providers/ical-fetch/ical-fetch-provider'
import { busyDays } from './ical-events'
import { ownedCamper } from './owned-camper'

const HOLDS_DATES = sql.raw(HOLDS_DATES_SQL)
const todayUtc = () => new Date().toISOString().slice(0, 10)
/** The export keeps a month of history so a calendar polling it still shows the last trips. */
const EXPORT_HISTORY_DAYS = 30

/** The camper's export secret, made on first use. */
async function feedToken(db: Database, camperId: number) {
  await db
    .insert(calendarFeedTokens)
    .values({ camperId, token: randomBytes(24).toString('base64url') })
    .onConflictDoNothing()
  const [row] = await db
    .select({ token: calendarFeedTokens.token })
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.camperId, camperId))
  return row!.token
}

const feedToWire = (feed: IcalFeedRow | undefined) =>
  feed
    ? {
        url: feed.url,
        last_synced_at: feed.lastSyncedAt?.toISOString() ?? null,
        last_error: feed.lastError,
        event_count: feed.eventCount,
      }
    : null

/** GET /3/products/{id}/ical-feed/: the export URL to paste elsewhere and the imported feed's sync status. */
export async function icalFeedStatus(db: Database, camperId: number, userId: number, publicUrl: string) {
  await ownedCamper(db, camperId, userId)
  const token = await feedToken(db, camperId)
  const [feed] = await db.select().from(icalFeeds).where(eq(icalFeeds.camperId, camperId))
  const exportUrl = new URL(`/3/products/${camperId}/calendar-feed/`, publicUrl)
  exportUrl.searchParams.set('token', token)
  return { export_url: exportUrl.toString(), feed: feedToWire(feed) }
}

/**
 * GET /3/products/{id}/calendar-feed/?token=: the camper's bookings and unavailable periods as iCal. Periods imported
 * from another calendar are left out, so two calendars importing each other do not echo.
 */
export async function calendarFeed(db: Database, camperId: number, token: string) {
  const [owned] = await db
    .select({ title: campers.title })
    .from(calendarFeedTokens)
    .innerJoin(campers, eq(campers.id, calendarFeedTokens.camperId))
    .where(sql`${calendarFeedTokens.camperId} = ${camperId} AND ${calendarFeedTokens.token} = ${token}`)
  if (!owned) throw ApiError.notFound()
  const since = addDays(todayUtc(), -EXPORT_HISTORY_DAYS)
  const result = (await db.execute(sql`
    SELECT 'booking' AS source, id, lower(period)::text AS date_from, upper(period)::text AS date_to, NULL AS reason
    FROM bookings WHERE camper_id = ${camperId} AND upper(period) > ${since}::date AND ${HOLDS_DATES}
    UNION ALL
    SELECT 'period', id, lower(period)::text, upper(period)::text, reason FROM calendar_periods
    WHERE camper_id = ${camperId} AND kind = 'unavailable' AND ical_feed_id IS NULL AND upper(period) > ${since}::date
    ORDER BY date_from
  `)) as unknown as {
    rows: Array<{ source: 'booking' | 'period'; id: number; date_from: string; date_to: string; reason: string | null }>
  }
  const calendar = icalGenerator({
    name: owned.title,
    prodId: { company: 'Roam', product: 'calendar', language: 'EN' },
  })
  for (const row of result.rows) {
    calendar.createEvent({
      id: `${row.source}-${row.id}@roam`,
      start: row.date_from,
      end: row.date_to,
      allDay: true,
      summary: row.source === 'booking' ? 'Booked (Roam)' : `Unavailable: ${row.reason ?? 'other'}`,
    })
  }
  return calendar.toString()
}

/**
 * Reads the feed and replaces its periods with its busy days from today to the camper's availability window. Days an
 * owner's own period already covers stay the owner's (the no-overlap rule); only the free days are blocked. A failed
 * fetch or parse keeps the previous periods and is remembered as last_error.
 */
export async function syncFeed(db: Database, fetcher: IcalFetchProvider, feed: IcalFeedRow) {
  const [camper] = await db
    .select({ maxMonths: campers.maxMonthsFutureRental })
    .from(campers)
    .where(eq(campers.id, feed.camperId))
  const today = todayUtc()
  let parsed: ReturnType<typeof busyDays>
  try {
    parsed = busyDays(
      await fetcher.fetchCalendar(feed.url),
      today,
      windowEnd({ today, maxMonthsFutureRental: camper?.maxMonths ?? 12 }),
    )
  } catch (error) {
    const message = error instanceof IcalFetchError ? error.message : 'The calendar could not be read as iCal.'
    await db.update(icalFeeds).set({ lastError: message }).where(eq(icalFeeds.id, feed.id))
    return
  }
  await db.transaction(async (tx) => {
    // One feed syncs at a time: the job and an owner's "sync now" may meet here.
    await tx.execute(sql`SELECT id FROM ical_feeds WHERE id = ${feed.id} FOR UPDATE`)
    await tx.delete(calendarPeriods).where(eq(calendarPeriods.icalFeedId, feed.id))
    if (parsed.ranges.length > 0) {
      const ranges = sql.join(
        parsed.ranges.map((range) => sql`(daterange(${range.from}::date, ${range.to}::date, '[)'))`),
        sql`, `,
      )
      await tx.execute(sql`
        WITH busy AS (SELECT range_agg(r) AS days FROM (VALUES ${ranges}) AS v(r)),
        taken AS (SELECT COALESCE(range_agg(period), '{}'::datemultirange) AS days FROM calendar_periods WHERE camper_id = ${feed.camperId})
        INSERT INTO calendar_periods (camper_id, period, kind, reason, ical_feed_id)
        SELECT ${feed.camperId}, gap, 'unavailable', ${ICAL_REASON}, ${feed.id}
        FROM busy, taken, unnest(busy.days - taken.days) AS gap
      `)
    }
    await tx
      .update(icalFeeds)
      .set({ lastSyncedAt: new Date(), lastError: null, eventCount: parsed.eventCount })
      .where(eq(icalFeeds.id, feed.id))
  })
}

/** POST /3/products/{id}/ical-feed/: import (or re-sync) the feed at `url`; a new URL replaces the old feed's days. */
export async function setIcalFeed(
  db: Database,
  fetcher: IcalFetchProvider,
  camperId: number,
  userId: number,
  url: string,
  publicUrl: string,
) {
  await ownedCamper(db, camperId, userId)
  const [existing] = await db.select().from(icalFeeds).where(eq(icalFeeds.camperId, camperId))
  if (existing && existing.url !== url) await db.delete(icalFeeds).where(eq(icalFeeds.id, existing.id))
  const [feed] =
    existing && existing.url === url ? [existing] : await db.insert(icalFeeds).values({ camperId, url }).returning()
  await syncFeed(db, fetcher, feed!)
  return icalFeedStatus(db, camperId, userId, publicUrl)
}

/** DELETE /3/products/{id}/ical-feed/: stop importing; the feed's days are freed with it. */
export async function deleteIcalFeed(db: Database, camperId: number, userId: number) {
  await ownedCamper(db, camperId, userId)
  const deleted = await db.delete(icalFeeds).where(eq(icalFeeds.camperId, camperId)).returning({ id: icalFeeds.id })
  if (deleted.length === 0) throw ApiError.notFound()
}

/** The server job: every feed, one after the other, each failure kept on its own feed. */
export async function syncAllFeeds(db: Database, fetcher: IcalFetchProvider) {
  const feeds = await db.select().from(icalFeeds)
  for (const feed of feeds) await syncFeed(db, fetcher, feed)
  return feeds.length
}
