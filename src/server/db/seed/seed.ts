import { count, eq } from 'drizzle-orm'
import type { Database } from '../client'
import { users } from '../schema'
import { hashPassword } from '../../services/auth/passwords'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts'
import { priceDemoBookings, seedDemoBookings } from './seed-demo-bookings'
import { seedDemoChats } from './seed-demo-chats'
import { seedDemoPayments } from './seed-demo-payments'
import { seedDemoPayouts } from './seed-demo-payouts'
import { seedDocuments } from './seed-documents'
import { seedLeadSources } from './seed-lead-sources'
import { seedCalendar } from './seed-calendar'
import { seedDemoAmenities } from './demo-amenities'
import { seedCatalogue } from './seed-catalogue'
import { seedDeletedCamper } from './seed-deleted-camper'
import { seedMarketplace } from './seed-marketplace'
import { seedOwnerListings } from './seed-owner-listings'
import { seedPlaces } from './seed-places'
import { seedPrices } from './seed-prices'
import { seedUsers } from './seed-users'
import { seedWishlists } from './seed-wishlists'

export interface SeedResult {
  milliseconds: number
  summary: string
}

/** Seeds the demo marketplace into an empty database; leaves a database with users untouched. */
export async function seedIfEmpty(db: Database): Promise<SeedResult | null> {
  const [existing] = await db.select({ total: count() }).from(users)
  if ((existing?.total ?? 0) > 0) return null
  const started = performance.now()
  const summary = await seedDemoData(db)
  return { milliseconds: Math.round(performance.now() - started), summary }
}

/** Seeds the demo marketplace; a database that already holds the demo accounts is left as it is. */
export async function seedDemoData(db: Database): Promise<string> {
  const [already] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ACCOUNTS.guest.email))
    .limit(1)
  if (already) return 'demo data already present'
  // Argon2 is deliberately slow: every demo user shares this one hash of the demo password.
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const accounts = await seedUsers(db, passwordHash)
  const idOf = (email: string) => accounts.find((account) => account.email === email)!.id
  const [cities, catalogue] = await Promise.all([seedPlaces(db), seedCatalogue(db)])
  const market = await seedMarketplace(db, {
    passwordHash,
    demo: {
      guestId: idOf(DEMO_ACCOUNTS.guest.email),
      ownerId: idOf(DEMO_ACCOUNTS.owner.email),
      proId: idOf(DEMO_ACCOUNTS.pro.email),
    },
    cities,
  })
  const saved = await seedWishlists(db, idOf(DEMO_ACCOUNTS.guest.email))
  const today = new Date().toISOString().slice(0, 10)
  const calendar = await seedCalendar(db, today)
  const prices = await seedPrices(db, today)
  await seedDeletedCamper(db, idOf(DEMO_ACCOUNTS.owner.email))
  await seedOwnerListings(db, idOf(DEMO_ACCOUNTS.owner.email))
  await seedDemoAmenities(db)
  const demoTrips = await seedDemoBookings(
    db,
    { guestId: idOf(DEMO_ACCOUNTS.guest.email), ownerId: idOf(DEMO_ACCOUNTS.owner.email) },
    new Date().toISOString().slice(0, 10),
  )
  await priceDemoBookings(db, { guestId: idOf(DEMO_ACCOUNTS.guest.email), ownerId: idOf(DEMO_ACCOUNTS.owner.email) })
  const demoPayments = await seedDemoPayments(db, idOf(DEMO_ACCOUNTS.guest.email), today)
  const demoPayouts = await seedDemoPayouts(db, {
    id: idOf(DEMO_ACCOUNTS.owner.email),
    name: `${DEMO_ACCOUNTS.owner.firstName} ${DEMO_ACCOUNTS.owner.lastName}`,
  })
  const chatCount = await seedDemoChats(db, {
    guestId: idOf(DEMO_ACCOUNTS.guest.email),
    ownerId: idOf(DEMO_ACCOUNTS.owner.email),
  })
  const leadSourceCount = await seedLeadSources(db)
  const documentCount = await seedDocuments(db, {
    guestId: idOf(DEMO_ACCOUNTS.guest.email),
    ownerId: idOf(DEMO_ACCOUNTS.owner.email),
  })
  return [
    `${accounts.length} demo accounts`,
    `${market.owners} owners`,
    `${market.guests} guests`,
    `${cities.length} cities`,
    `${market.campers} campers (and one deleted)`,
    `${market.photos} photos`,
    `${market.reviews} reviews`,
    `${calendar.bookings} bookings (and ${demoTrips} demo trips, ${demoPayments} paid by the demo guest's card)`,
    `${calendar.periods} calendar periods`,
    `${prices.insurances} insurances, ${prices.coupons} coupons, ${prices.options} camper options`,
    `${catalogue} brands and manufacturers`,
    `${saved} campers in the demo guest's wishlists`,
    `${documentCount} demo documents`,
    `${demoPayouts} payouts to the demo owner`,
    `${chatCount} conversations started by a request message`,
    `${leadSourceCount} lead sources`,
  ].join(', ')
}
