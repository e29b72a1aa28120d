import { asc, eq, and } from 'drizzle-orm'
import type { Database } from '../client'
import { bookings, calendarPeriods, campers, users, type NewBookingRow, type NewCalendarPeriodRow } from '../schema'
import { toDateRange } from '../schema/date-range'
import { addDays, daysBetween } from '../../../domain/stay-price'
import type { BookingStatus } from '../../../domain/booking-status'
import { chunks } from './chunks'
import { SeededRandom } from './random'

const UNAVAILABLE_REASONS = ['personal_use', 'other_website', 'breakdown', 'wintering', 'other'] as const
const PAST_DAYS = 60
const FUTURE_DAYS = 183

/** The next July–August high season that has not ended yet. */
function highSeason(today: string) {
  const year = Number(today.slice(0, 4)) + (today.slice(5) >= '09-01' ? 1 : 0)
  return { from: `${year}-07-01`, to: `${year}-09-01` }
}

/**
 * Bookings (past, ongoing and coming, a few cancelled), owners' unavailable periods and high-season
 * prices. The dice are seeded, but the dates follow `today` so the demo calendar is always current.
 */
export async function seedCalendar(db: Database, today: string) {
  const random = new SeededRandom(0x43414c)
  const camperRows = await db
    .select({ id: campers.id, pricePerDay: campers.pricePerDay, currency: campers.currency })
    .from(campers)
    .orderBy(asc(campers.id))
  const guestRows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isOwner, false), eq(users.isStaff, false)))
    .orderBy(asc(users.id))
  const season = highSeason(today)
  const periods: NewCalendarPeriodRow[] = []
  const bookingRows: NewBookingRow[] = []

  for (const camper of camperRows) {
    const seasonal = random.chance(0.4)
    if (seasonal) {
      periods.push({
        camperId: camper.id,
        period: toDateRange(season.from, season.to),
        kind: 'available',
        pricePerDay: Math.round((camper.pricePerDay * random.pick([1.2, 1.25, 1.3, 1.5])) / 500) * 500,
        season: 3,
        color: random.int(0, 6),
        minDays: random.pick([null, 5, 7]),
      })
    }
    // Walk the timeline so nothing of one camper overlaps.
    let cursor = addDays(today, -PAST_DAYS)
    const end = addDays(today, FUTURE_DAYS)
    for (;;) {
      const from = addDays(cursor, random.int(3, 30))
      const to = addDays(from, random.int(2, 12))
      if (to > end) break
      cursor = to
      const hitsSeason = seasonal && from < season.to && season.from < to
      if (from > today && !hitsSeason && random.chance(0.25)) {
        periods.push({
          camperId: camper.id,
          period: toDateRange(from, to),
          kind: 'unavailable',
          reason: random.pick(UNAVAILABLE_REASONS),
        })
        continue
      }
      let status: BookingStatus
      if (to <= today) status = random.weighted(['DONE', 'CANCELLED_GUEST', 'CANCELLED_OWNER'] as const, [85, 10, 5])
      else if (from <= today) status = 'ONGOING'
      else
        status = random.weighted(
          ['TO_COME', 'TO_COME_NOT_PAID', 'ACCEPTED', 'VALIDATED', 'CANCELLED_GUEST'] as const,
          [45, 15, 15, 15, 10],
        )
      bookingRows.push({
        camperId: camper.id,
        guestId: random.pick(guestRows).id,
        period: toDateRange(from, to),
        status,
        totalPrice: camper.pricePerDay * daysBetween(from, to),
        currency: camper.currency,
      })
    }
  }
  for (const part of chunks(periods)) await db.insert(calendarPeriods).values(part)
  for (const part of chunks(bookingRows)) await db.insert(bookings).values(part)
  return { periods: periods.length, bookings: bookingRows.length }
}
