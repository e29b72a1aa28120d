import { desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { bookings, legalOwners, paymentBillingDetails, users } from '../../db/schema'
import { ApiError } from '../../http/api-error'
import { listPayments } from './payments'

export interface BillingDetailsInput {
  first_name: string
  last_name: string
  street: string
  city: string
  zipcode: string
  country: string
  country_of_residence: string
  nationality: string
}

async function ownBooking(db: Database, userId: number, bookingId: number) {
  const [booking] = await db.select({ guestId: bookings.guestId }).from(bookings).where(eq(bookings.id, bookingId))
  if (!booking || booking.guestId !== userId) throw ApiError.notFound()
}

/**
 * The details a guest last gave, as a start for a booking that has none yet: the billing details of their latest other
 * booking, else their name (and, for a professional, the legal representative's nationality and residence).
 */
async function lastBillingDetails(db: Database, userId: number) {
  const [latest] = await db
    .select({ details: paymentBillingDetails })
    .from(paymentBillingDetails)
    .innerJoin(bookings, eq(bookings.id, paymentBillingDetails.bookingId))
    .where(eq(bookings.guestId, userId))
    .orderBy(desc(paymentBillingDetails.updatedAt), desc(paymentBillingDetails.bookingId))
    .limit(1)
  if (latest) return latest.details
  const [user] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, legal: legalOwners })
    .from(users)
    .leftJoin(legalOwners, eq(legalOwners.userId, users.id))
    .where(eq(users.id, userId))
  return {
    firstName: user!.firstName,
    lastName: user!.lastName,
    street: '',
    city: '',
    zipcode: '',
    country: null,
    countryOfResidence: user!.legal?.countryOfResidence ?? null,
    nationality: user!.legal?.nationality ?? null,
  }
}

/** Spec 2 §3 payment summary: the billing details (saved for this booking, else the guest's last ones) and its payments. */
export async function paymentSummary(db: Database, userId: number, bookingId: number) {
  await ownBooking(db, userId, bookingId)
  const [saved] = await db.select().from(paymentBillingDetails).where(eq(paymentBillingDetails.bookingId, bookingId))
  const details = saved ?? (await lastBillingDetails(db, userId))
  const { results } = await listPayments(db, userId, bookingId)
  return {
    first_name: details.firstName,
    last_name: details.lastName,
    street: details.street,
    city: details.city,
    zipcode: details.zipcode,
    country: details.country,
    country_of_residence: details.countryOfResidence,
    nationality: details.nationality,
    payments: results,
  }
}

export async function savePaymentSummary(db: Database, userId: number, bookingId: number, input: BillingDetailsInput) {
  await ownBooking(db, userId, bookingId)
  const values = {
    firstName: input.first_name,
    lastName: input.last_name,
    street: input.street,
    city: input.city,
    zipcode: input.zipcode,
    country: input.country,
    countryOfResidence: input.country_of_residence,
    nationality: input.nationality,
    updatedAt: new Date(),
  }
  await db
    .insert(paymentBillingDetails)
    .values({ bookingId, ...values })
    .onConflictDoUpdate({ target: paymentBillingDetails.bookingId, set: values })
  return paymentSummary(db, userId, bookingId)
}
