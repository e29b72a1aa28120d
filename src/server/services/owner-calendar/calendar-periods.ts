import { and, asc, eq, sql } from 'drizzle-orm'
import { isSisterSiteReason, periodErrors, type PeriodInput } from '../../../domain/calendar-period-rules'
import { toDecimal } from '../../../domain/stay-price'
import type { Database } from '../../db/client'
import { isExclusionViolation } from '../../db/errors'
import { calendarPeriods, HOLDS_DATES_SQL, type CalendarPeriodRow } from '../../db/schema'
import { toDateRange } from '../../db/schema/date-range'
import { ApiError } from '../../http/api-error'
import { ownedCamper } from './owned-camper'

const HOLDS_DATES = sql.raw(HOLDS_DATES_SQL)
const OVERLAP_MESSAGE = 'This period overlaps another period of the calendar.'

/** The wire body of a period: the days come in as dates_0 / dates_1 and go out as date_from / date_to. */
export interface PeriodBody {
  dates_0: string
  dates_1: string
  kind: PeriodInput['kind']
  reason?: string | null
  /** Decimal amount per day in the camper's currency. */
  price_per_day?: number | null
  season?: number | null
  color?: number | null
  min_days?: number | null
}

const selection = {
  id: calendarPeriods.id,
  date_from: sql<string>`lower(${calendarPeriods.period})::text`,
  date_to: sql<string>`upper(${calendarPeriods.period})::text`,
  kind: calendarPeriods.kind,
  reason: calendarPeriods.reason,
  pricePerDay: calendarPeriods.pricePerDay,
  season: calendarPeriods.season,
  color: calendarPeriods.color,
  minDays: calendarPeriods.minDays,
  icalFeedId: calendarPeriods.icalFeedId,
}
type PeriodRow = Pick<
  CalendarPeriodRow,
  'id' | 'kind' | 'reason' | 'pricePerDay' | 'season' | 'color' | 'minDays' | 'icalFeedId'
> & {
  date_from: string
  date_to: string
}

// The spec names a period by idPeriod/idCamper and its days as dates_0/dates_1 (what POST takes); the web app reads
// id, camper_id, date_from and date_to. Both are answered.
const toWire = (camperId: number, row: PeriodRow) => ({
  id: row.id,
  idPeriod: row.id,
  camper_id: camperId,
  idCamper: camperId,
  date_from: row.date_from,
  date_to: row.date_to,
  dates_0: row.date_from,
  dates_1: row.date_to,
  kind: row.kind,
  reason: row.reason,
  price_per_day: row.pricePerDay === null ? null : toDecimal(row.pricePerDay),
  season: row.season,
  color: row.color,
  min_days: row.minDays,
  /** Imported periods belong to their feed or the sister platform: the next sync replaces them, no hand edits. */
  imported: row.icalFeedId !== null || isSisterSiteReason(row.reason),
})

const todayUtc = () => new Date().toISOString().slice(0, 10)

/** GET: the camper's periods from `from` on (default today), and the bookings that hold dates, by start. */
export async function listPeriods(db: Database, camperId: number, userId: number, from = todayUtc()) {
  await ownedCamper(db, camperId, userId)
  const rows = await db
    .select(selection)
    .from(calendarPeriods)
    .where(and(eq(calendarPeriods.camperId, camperId), sql`upper(${calendarPeriods.period}) > ${from}::date`))
    .orderBy(asc(sql`lower(${calendarPeriods.period})`))
  const booked = (await db.execute(sql`
    SELECT id, lower(period)::text AS date_from, upper(period)::text AS date_to FROM bookings
    WHERE camper_id = ${camperId} AND upper(period) > ${from}::date AND ${HOLDS_DATES} ORDER BY lower(period)
  `)) as unknown as { rows: Array<{ id: number; date_from: string; date_to: string }> }
  return { periods: rows.map((row) => toWire(camperId, row)), bookings: booked.rows }
}

async function checkPeriod(
  db: Database,
  camperId: number,
  body: PeriodBody,
  maxMonthsFutureRental: number,
  exceptId?: number,
) {
  const errors = periodErrors({ ...body, kind: body.kind }, { today: todayUtc(), maxMonthsFutureRental })
  if (Object.keys(errors).length > 0) throw ApiError.fields(errors)
  const range = sql`daterange(${body.dates_0}::date, ${body.dates_1}::date, '[)')`
  const result = (await db.execute(sql`
    SELECT
      EXISTS (SELECT 1 FROM calendar_periods WHERE camper_id = ${camperId} AND period && ${range}
        AND id <> ${exceptId ?? 0}) AS overlaps,
      EXISTS (SELECT 1 FROM bookings WHERE camper_id = ${camperId} AND period && ${range} AND ${HOLDS_DATES}) AS booked
  `)) as unknown as { rows: Array<{ overlaps: boolean; booked: boolean }> }
  const [{ overlaps, booked }] = result.rows as [{ overlaps: boolean; booked: boolean }]
  if (overlaps) throw ApiError.fields({ dates_0: [OVERLAP_MESSAGE] })
  // A confirmed booking's days are the guest's: neither blocked nor repriced under them.
  if (booked) throw ApiError.fields({ dates_0: ['A confirmed booking already holds some of these days.'] })
}

const columns = (body: PeriodBody) => ({
  period: toDateRange(body.dates_0, body.dates_1),
  kind: body.kind,
  reason: body.kind === 'unavailable' ? (body.reason ?? null) : null,
  pricePerDay: body.price_per_day == null ? null : Math.round(body.price_per_day * 100),
  season: body.season ?? null,
  color: body.color ?? null,
  minDays: body.min_days ?? null,
})

/** Another request may have taken the days between the check and the write: the EXCLUDE constraint has the last word. */
async function orOverlap<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isExclusionViolation(error)) throw ApiError.fields({ dates_0: [OVERLAP_MESSAGE] })
    throw error
  }
}

export async function createPeriod(db: Database, camperId: number, userId: number, body: PeriodBody) {
  const camper = await ownedCamper(db, camperId, userId)
  await checkPeriod(db, camperId, body, camper.maxMonthsFutureRental)
  const [row] = await orOverlap(() =>
    db
      .insert(calendarPeriods)
      .values({ camperId, ...columns(body) })
      .returning(selection),
  )
  return toWire(camperId, row!)
}

async function ownPeriod(db: Database, camperId: number, periodId: number) {
  const [row] = await db
    .select(selection)
    .from(calendarPeriods)
    .where(and(eq(calendarPeriods.id, periodId), eq(calendarPeriods.camperId, camperId)))
  if (!row) throw ApiError.notFound()
  if (row.icalFeedId !== null)
    throw ApiError.fields({ non_field_errors: ['This period comes from an imported calendar: change it there.'] })
  if (isSisterSiteReason(row.reason))
    throw ApiError.fields({ non_field_errors: ['This period comes from the partner platform: change it there.'] })
  return row
}

export async function updatePeriod(db: Database, camperId: number, periodId: number, userId: number, body: PeriodBody) {
  const camper = await ownedCamper(db, camperId, userId)
  await ownPeriod(db, camperId, periodId)
  await checkPeriod(db, camperId, body, camper.maxMonthsFutureRental, periodId)
  const [row] = await orOverlap(() =>
    db.update(calendarPeriods).set(columns(body)).where(eq(calendarPeriods.id, periodId)).returning(selection),
  )
  return toWire(camperId, row!)
}

export async function deletePeriod(db: Database, camperId: number, periodId: number, userId: number) {
  await ownedCamper(db, camperId, userId)
  await ownPeriod(db, camperId, periodId)
  await db.delete(calendarPeriods).where(eq(calendarPeriods.id, periodId))
}
