import {
  bookingStatusHistory,
  bookings,
  calendarPeriods,
  camperOptions,
  camperPhotos,
  campers,
} from '../../../src/server/db/schema'
import type { Database } from '../../../src/server/db/client'
import { BOOKING_STATUSES, CONFIRMED_BOOKING_STATUSES } from '../../../src/domain/booking-status'
import { insertCharged } from '../../../src/server/services/payments/payment-status'

const CONFIRMED = new Set<string>(CONFIRMED_BOOKING_STATUSES)
const LIVE_REQUESTS = new Set<string>(['CREATED', 'CREATED_PRO', 'ABANDONED', 'VALIDATED'])

/** The clock the history is written against: lists read with it give the same answer on any day. */
export const HISTORY_NOW = new Date('2026-06-15T10:00:00Z')

const DAY = 86_400_000
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10)

/**
 * `count` bookings of `guestIds` (round robin) on `campers` new campers of `ownerId`, deterministic for the same ids:
 * every status, instant and regular, snoozed or not, answer deadlines or none, over three years, some overlapping
 * (dates taken), some refused, some paid with a frozen owner share, some with options and priced calendar periods.
 */
export async function seedBookingHistory(
  db: Database,
  input: { ownerId: number; guestIds: number[]; count: number; campers?: number },
) {
  const camperRows = await db
    .insert(campers)
    .values(
      Array.from({ length: input.campers ?? 3 }, (_, index) => ({
        ownerId: input.ownerId,
        title: `Van ${index + 1}`,
        description: 'A van.',
        vehicleType: 2 + (index % 5),
        brand: 'Fiat',
        model: 'Ducato',
        year: 2020,
        seats: 4,
        beds: 4,
        addressCity: index % 2 ? 'Lyon' : 'Nantes',
        addressCountry: 'FR',
        addressStreet: `${index + 1} rue des Lilas`,
        addressZipcode: '69001',
        latitude: 45.75,
        longitude: 4.85,
        pricePerDay: 7000 + index * 500,
        depositAmount: 100000 + index * 1000,
        instantBooking: index % 2 === 0,
        unlimitedKmAllowed: index % 3 === 0,
        status: 'bookable' as const,
        publishedAt: new Date('2025-01-01T10:00:00Z'),
      })),
    )
    .returning({ id: campers.id })
  const camperIds = camperRows.map((row) => row.id)
  await db.insert(camperPhotos).values(
    camperIds.flatMap((camperId, index) =>
      index % 3 === 2
        ? []
        : [
            { camperId, url: `/media/${camperId}-b.jpg`, position: 1 },
            { camperId, url: `/media/${camperId}-a.jpg`, position: 0 },
          ],
    ),
  )
  const options = await db
    .insert(camperOptions)
    .values(
      camperIds.flatMap((camperId) => [
        { camperId, name: 'Bikes', price: 1500, recurrence: 'day' as const, maxQuantity: 2 },
        { camperId, name: 'Cleaning', price: 6000, recurrence: 'booking' as const },
      ]),
    )
    .returning({ id: camperOptions.id, camperId: camperOptions.camperId })
  await db.insert(calendarPeriods).values(
    camperIds.flatMap((camperId, index) => [
      { camperId, period: '[2026-07-01,2026-08-31)', kind: 'available' as const, pricePerDay: 9900 + index },
      { camperId, period: '[2025-12-20,2026-01-03)', kind: 'available' as const, pricePerDay: 11000, minDays: 3 },
      { camperId, period: '[2027-02-01,2027-02-10)', kind: 'unavailable' as const },
    ]),
  )
  const start = Date.parse('2025-01-06T00:00:00Z')
  const statusOf = (i: number) => BOOKING_STATUSES[(i * 5 + Math.floor(i / 14)) % BOOKING_STATUSES.length]!
  // Each camper's bookings take slots of 20 days in turn (confirmed ones may not overlap); every other live request
  // starts a day into the last confirmed booking of its camper before it, whose dates it then finds taken.
  const slotOf = (i: number) => start + Math.floor(i / camperIds.length) * 20 * DAY
  const fromOf = (i: number) => {
    if (i % 2 === 1 || !LIVE_REQUESTS.has(statusOf(i))) return slotOf(i)
    let j = i - camperIds.length
    while (j >= 0 && !CONFIRMED.has(statusOf(j))) j -= camperIds.length
    return j >= 0 ? slotOf(j) + DAY : slotOf(i)
  }
  const rows = Array.from({ length: input.count }, (_, i) => {
    const status = statusOf(i)
    const camperId = camperIds[i % camperIds.length]!
    const from = fromOf(i)
    const created = HISTORY_NOW.getTime() - ((i * 13) % 400) * DAY - i * 60_000
    const ownOptions = options.filter((option) => option.camperId === camperId)
    return {
      camperId,
      guestId: input.guestIds[i % input.guestIds.length]!,
      period: `[${dayOf(from)},${dayOf(from + (2 + (i % 9)) * DAY)})`,
      status,
      isInstant: i % 4 === 0,
      totalPrice: 40000 + i * 100,
      hourFrom: i % 2 ? 9 : 14,
      hourTo: i % 3 ? 12 : 20,
      travelers: 1 + (i % 4),
      message: `Trip ${i}`,
      purpose: i % 5 ? null : 'holidays',
      kmOption: ([100, 200, 0] as const)[i % 3]!,
      options: i % 3 === 1 ? [{ id: ownOptions[i % 2]!.id, quantity: 1 + (i % 3) }] : [],
      snoozedUntil: i % 5 === 0 ? new Date(HISTORY_NOW.getTime() + DAY) : i % 7 === 0 ? new Date(created) : null,
      ownerAcceptExpireOn: i % 6 === 5 ? null : new Date(HISTORY_NOW.getTime() + ((i * 11) % 50) * 3_600_000),
      confirmedOn: i % 2 ? new Date(created + DAY) : null,
      cancelReason: status.startsWith('CANCELLED') ? 'other' : null,
      createdAt: new Date(created),
      updatedAt: new Date(created + 3_600_000),
    }
  })
  const inserted: Array<{ id: number; status: string; guestId: number; totalPrice: number }> = []
  for (let from = 0; from < rows.length; from += 500) {
    inserted.push(
      ...(await db
        .insert(bookings)
        .values(rows.slice(from, from + 500))
        .returning({
          id: bookings.id,
          status: bookings.status,
          guestId: bookings.guestId,
          totalPrice: bookings.totalPrice,
        })),
    )
  }
  const refused = inserted.filter((row, i) => row.status === 'CANCELLED_OWNER' && i % 2 === 0)
  if (refused.length)
    await db.insert(bookingStatusHistory).values(
      refused.map((row) => ({
        bookingId: row.id,
        fromStatus: 'VALIDATED' as const,
        toStatus: 'CANCELLED_OWNER' as const,
        event: 'owner.refuse',
        actorId: input.ownerId,
        at: HISTORY_NOW,
      })),
    )
  const paid = inserted.filter((row, i) => ['TO_COME', 'ONGOING', 'DONE'].includes(row.status) && i % 3 !== 0)
  if (paid.length)
    await insertCharged(
      db,
      paid.map((row) => ({
        bookingId: row.id,
        userId: row.guestId,
        reason: 'booking' as const,
        method: 'card' as const,
        amount: row.totalPrice,
        currency: 'EUR',
        providerKey: `history-${row.id}`,
        ownerShare: Math.round(row.totalPrice * 0.8),
      })),
    )
  return { camperIds, bookingIds: inserted.map((row) => row.id) }
}
