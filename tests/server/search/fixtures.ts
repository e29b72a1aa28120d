import type { sql } from 'drizzle-orm'
import { bookings, calendarPeriods, camperPhotos, campers, type NewCamperRow } from '../../../src/server/db/schema'
import { toDateRange } from '../../../src/server/db/schema/date-range'
import { addDays } from '../../../src/domain/stay-price'
import type { BookingStatus } from '../../../src/domain/booking-status'
import { createUser } from '../support/accounts'
import type { TestApp } from '../support/test-app'

/** Mid-Atlantic, far from every seeded camper: searches around it see only the fixtures. */
export const SEA = { latitude: 10, longitude: -30 }

export const today = () => new Date().toISOString().slice(0, 10)
export const inDays = (days: number) => addDays(today(), days)

export async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows
}

export async function createOwner(t: TestApp) {
  return createUser(t, {
    firstName: 'Olga',
    isOwner: true,
    isPro: true,
    profilePictureUrl: '/api/media/avatars/olga-1.svg',
  })
}

/** A bookable camper at sea, `eastKm` kilometres east of SEA. */
export async function createCamper(
  t: TestApp,
  ownerId: number,
  overrides: Partial<NewCamperRow> & { eastKm?: number } = {},
) {
  const { eastKm = 0, ...rest } = overrides
  const [camper] = await t.db
    .insert(campers)
    .values({
      ownerId,
      title: 'Sea camper',
      vehicleType: 4,
      seats: 4,
      beds: 4,
      latitude: SEA.latitude,
      longitude: SEA.longitude + eastKm / (111.32 * Math.cos((SEA.latitude * Math.PI) / 180)),
      addressCity: 'Atlantis',
      addressCountry: 'FR',
      pricePerDay: 8000,
      status: 'bookable',
      minDays: 1,
      maxMonthsFutureRental: 12,
      ...rest,
    })
    .returning()
  await t.db.insert(camperPhotos).values([{ camperId: camper!.id, url: '/api/media/campers/4-1.svg', position: 0 }])
  return camper!
}

export async function book(
  t: TestApp,
  camperId: number,
  guestId: number,
  from: string,
  to: string,
  status: BookingStatus,
) {
  await t.db.insert(bookings).values({ camperId, guestId, period: toDateRange(from, to), status, totalPrice: 1000 })
}

export async function blockDays(t: TestApp, camperId: number, from: string, to: string, reason = 'personal_use') {
  await t.db.insert(calendarPeriods).values({ camperId, period: toDateRange(from, to), kind: 'unavailable', reason })
}

export async function priceDays(
  t: TestApp,
  camperId: number,
  from: string,
  to: string,
  pricePerDay: number,
  extra: { minDays?: number } = {},
) {
  await t.db
    .insert(calendarPeriods)
    .values({ camperId, period: toDateRange(from, to), kind: 'available', pricePerDay, season: 3, color: 2, ...extra })
}
